import { safeRedirectTarget } from './safe-redirect';

const origin = 'https://www.tradewind.example';

describe('WecomRedirect targets', () => {
  it('follows a path on this site with its query', () => {
    expect(safeRedirectTarget('?redirect=%2Fzh_cn%2FContact%3Fref%3Dwecom', origin)).toBe('/zh_cn/Contact?ref=wecom');
    expect(safeRedirectTarget('?state=/en_us/OTAFinance', origin)).toBe('/en_us/OTAFinance');
  });

  it('accepts an absolute URL only on this origin', () => {
    expect(safeRedirectTarget(`?redirect=${encodeURIComponent(`${origin}/en_us/About`)}`, origin)).toBe('/en_us/About');
    expect(safeRedirectTarget('?redirect=https://evil.example/phish', origin)).toBe('/');
  });

  it('sends tricks and garbage home', () => {
    for (const target of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'evil.example', '', '/WecomRedirect?redirect=/x', '/.//evil.example', '/a/..//evil.example', '/..//evil.example']) {
      expect(safeRedirectTarget(`?redirect=${encodeURIComponent(target)}`, origin)).toBe('/');
    }
    expect(safeRedirectTarget('', origin)).toBe('/');
  });

  it('sends home paths that the router would decode into something off-site or unreadable', () => {
    for (const target of ['/%0A/evil.example', '/%09/evil.example', '/%2F%2Fevil.example', '/.%2F%2Fevil.example', '/%5Cevil.example', '/%2e%2e//evil.example', '/%E0%A4%A']) {
      expect(safeRedirectTarget(`?redirect=${encodeURIComponent(target)}`, origin)).toBe('/');
    }
    expect(safeRedirectTarget(`?redirect=${encodeURIComponent('/zh_cn/%E8%81%94%E7%B3%BB?q=a%20b')}`, origin)).toBe('/zh_cn/%E8%81%94%E7%B3%BB?q=a%20b');
  });
});
