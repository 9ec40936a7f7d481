import { act, fireEvent, screen } from '@testing-library/react';
import { renderMicro } from '../../../lib/testing';
import { Testimonials } from './testimonials';

/** The one testimonial a reader can see (the others are hidden). */
const visibleQuote = () => screen.getByRole('figure');

describe('Testimonials', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('rotates every 3000 ms and pauses on hover', async () => {
    await renderMicro(<Testimonials />);
    expect(visibleQuote()).toHaveTextContent('华南某生产型出口企业');
    act(() => jest.advanceTimersByTime(3000));
    expect(visibleQuote()).toHaveTextContent('长三角某外贸企业');
    const carousel = visibleQuote().parentElement?.parentElement as HTMLElement;
    fireEvent.mouseEnter(carousel);
    act(() => jest.advanceTimersByTime(9000));
    expect(visibleQuote()).toHaveTextContent('长三角某外贸企业');
    fireEvent.mouseLeave(carousel);
    act(() => jest.advanceTimersByTime(3000));
    expect(visibleQuote()).toHaveTextContent('某外贸综合服务企业');
  });

  it('has previous, next, pause and a button per testimonial', async () => {
    await renderMicro(<Testimonials />);
    fireEvent.click(screen.getByRole('button', { name: '上一条客户反馈' }));
    expect(visibleQuote()).toHaveTextContent('深圳某跨境电商企业');
    fireEvent.click(screen.getByRole('button', { name: '下一条客户反馈' }));
    expect(visibleQuote()).toHaveTextContent('华南某生产型出口企业');
    fireEvent.click(screen.getByRole('button', { name: '第 3 条客户反馈' }));
    expect(visibleQuote()).toHaveTextContent('某外贸综合服务企业');
    expect(screen.getByRole('button', { name: '第 3 条客户反馈' })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: '暂停自动切换客户反馈' }));
    act(() => jest.advanceTimersByTime(9000));
    expect(visibleQuote()).toHaveTextContent('某外贸综合服务企业');
  });
});
