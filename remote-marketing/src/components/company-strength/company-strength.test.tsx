import { act, screen } from '@testing-library/react';
import { renderPage } from '../../lib/test/render-page';
import { CompanyStrength } from './company-strength';

const FINAL = ['1,240', '308', '210,000+', '32', '27', '31'];

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) =>
    ({ matches: reduce && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList);
}
/** What a sighted visitor reads: the animated figures. */
const shownFigures = () => Array.from(document.querySelectorAll('li > [aria-hidden="true"]')).map((node) => node.textContent);

afterEach(() => jest.useRealTimers());

describe('company-strength counters', () => {
  it('give screen readers the final values at once, show the real figures until the count starts, and count up over 1000 ms', async () => {
    mockReducedMotion(false);
    jest.useFakeTimers();
    await renderPage(<CompanyStrength lang="en_us" />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items[0]).toHaveTextContent('1,240 core enterprises');
    for (const value of FINAL) expect(screen.getByText((_, node) => node?.className === 'visually-hidden' && node.textContent?.trim() === value)).toBeInTheDocument();
    // The page's HTML (rendered without a browser) carries the real figures, never zeros.
    expect(shownFigures()).toEqual(FINAL);
    act(() => jest.advanceTimersByTime(200));
    expect(shownFigures()).not.toEqual(FINAL);
    act(() => jest.advanceTimersByTime(900));
    expect(shownFigures()).toEqual(FINAL);
  });

  it('show the final values at once with reduced motion', async () => {
    mockReducedMotion(true);
    await renderPage(<CompanyStrength lang="en_us" />);
    await screen.findAllByRole('listitem');
    expect(shownFigures()).toEqual(FINAL);
  });

  it('format for the page language', async () => {
    mockReducedMotion(true);
    await renderPage(<CompanyStrength lang="zh_cn" />, { lang: 'zh_cn' });
    expect(await screen.findByText('核心企业')).toBeInTheDocument();
    expect(shownFigures()[2]).toBe('210,000+');
  });
});
