import { currentHeading } from './use-scroll-spy';

describe('currentHeading (spy line 120 px)', () => {
  const at = (...tops: number[]) => tops.map((top, i) => ({ id: `h${i}`, top }));

  it('is the first heading before any heading reaches the line', () => {
    expect(currentHeading(at(300, 800, 1400), 120, false)).toBe('h0');
  });

  it('is the last heading whose top has passed the line', () => {
    expect(currentHeading(at(-500, 120, 700), 120, false)).toBe('h1');
    expect(currentHeading(at(-900, -200, 100), 120, false)).toBe('h2');
    expect(currentHeading(at(-900, -200, 122), 120, false)).toBe('h1');
  });

  it('is the last heading at the end of the page, and nothing without headings', () => {
    expect(currentHeading(at(-900, 200, 600), 120, true)).toBe('h2');
    expect(currentHeading([], 120, false)).toBeUndefined();
  });
});
