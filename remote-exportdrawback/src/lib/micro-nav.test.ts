import { keptQueryString, navigateTarget, pageHref } from './micro-nav';

describe('micro-site navigation', () => {
  it('carries channelId from page to page, and nothing else', () => {
    const query = { channelId: 'abc123', utm_source: 'x' };
    expect(keptQueryString(query)).toBe('?channelId=abc123');
    expect(navigateTarget('/FixPrice', query)).toBe('/FixPrice?channelId=abc123');
    expect(navigateTarget('/', query)).toBe('?channelId=abc123');
    expect(pageHref('/', query)).toBe('/exportdrawback?channelId=abc123');
    expect(pageHref('/info', query)).toBe('/exportdrawback/info?channelId=abc123');
  });

  it('gives plain paths without a channel', () => {
    expect(navigateTarget('/', {})).toBe('/');
    expect(navigateTarget('/apply', {})).toBe('/apply');
    expect(pageHref('/', {})).toBe('/exportdrawback');
  });
});
