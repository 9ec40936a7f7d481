import { matchesPattern } from './pattern';

describe('matchesPattern: the paths a route names as its unlisted pages', () => {
  it('reads * as any characters, anchored at both ends', () => {
    expect(matchesPattern('*open-ai*', 'open-ai')).toBe(true);
    expect(matchesPattern('*open-ai*', 'guides/open-ai-reference')).toBe(true);
    expect(matchesPattern('*open-ai*', 'openai')).toBe(false);
    expect(matchesPattern('guides/*', 'guides/x')).toBe(true);
    expect(matchesPattern('guides/*', 'more/guides/x')).toBe(false);
    expect(matchesPattern('a*b*c', 'abc')).toBe(true);
    expect(matchesPattern('a*b*c', 'acb')).toBe(false);
    // A literal part is not counted twice where the head and the tail overlap.
    expect(matchesPattern('ab*ba', 'aba')).toBe(false);
    expect(matchesPattern('exact', 'exact')).toBe(true);
    expect(matchesPattern('exact', 'exactly')).toBe(false);
  });

  it('answers at once for a long address that almost matches', () => {
    const started = Date.now();
    // A backtracking matcher would try every way to share the a's between the stars.
    expect(matchesPattern('*a*a*a*a*aab*c', `${'a'.repeat(100_000)}c`)).toBe(false);
    expect(Date.now() - started).toBeLessThan(200);
  });
});
