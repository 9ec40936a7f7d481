import { act, screen } from '@testing-library/react';
import { holdIntersections } from '@site/shared/testing/intersection';
import { renderMicro } from '../../../lib/testing';
import { StrengthCounters } from './strength-counters';

const counts = () => screen.getAllByTestId('strength-count').map((element) => element.textContent);

describe('StrengthCounters', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts up to the six figures over 1000 ms once in view', async () => {
    await renderMicro(<StrengthCounters />);
    act(() => jest.advanceTimersByTime(400));
    const midway = counts();
    expect(midway[0]).not.toBe('1,240');
    expect(Number(midway[0]?.replace(/,/g, ''))).toBeGreaterThan(0);
    act(() => jest.advanceTimersByTime(700));
    expect(counts()).toEqual(['1,240', '308', '210,000+', '32', '27', '31']);
  });

  it('shows the final figures until the list comes into view, as the served page does', async () => {
    const intersections = holdIntersections();
    try {
      await renderMicro(<StrengthCounters />);
      act(() => jest.advanceTimersByTime(1100));
      expect(counts()).toEqual(['1,240', '308', '210,000+', '32', '27', '31']);
    } finally {
      intersections.restore();
    }
  });

  it('gives readers the final figures with their labels', async () => {
    await renderMicro(<StrengthCounters />);
    const list = screen.getByRole('list');
    expect(list).toHaveTextContent('1,240家核心企业');
    expect(list).toHaveTextContent('210,000+家中小企业');
    expect(list).toHaveTextContent('27个覆盖国家和地区');
  });
});
