import { appLoginUrl, isMobileUserAgent, productLoginUrl, resolveEnv } from './env';

const at = (hostname: string, search = '', hash = '') => ({ hostname, protocol: 'https:', search, hash });

describe('environment by host (spec 9)', () => {
  it('knows production, uat and qa hosts', () => {
    expect(resolveEnv(at('www.tradewind.example')).name).toBe('production');
    expect(resolveEnv(at('uat.tradewind.example')).name).toBe('uat');
    expect(resolveEnv(at('qa.tradewind.example')).appUrl).toBe('https://app-qa.tradewind.example');
  });

  it('treats any other host as dev on the local fallback port', () => {
    expect(resolveEnv({ hostname: 'localhost', protocol: 'http:' })).toEqual({ name: 'dev', appUrl: 'http://localhost:8000' });
  });
});

describe('login redirects (spec 2.2, 2.6, 7)', () => {
  it('appends the current query and lang=en', () => {
    const url = new URL(appLoginUrl(at('www.tradewind.example', '?utm_source=ad', '#/x?channel=7')));
    expect(url.origin).toBe('https://app.tradewind.example');
    const query = new URLSearchParams(url.hash.split('?')[1]);
    expect(query.get('utm_source')).toBe('ad');
    expect(query.get('channel')).toBe('7');
    expect(query.get('lang')).toBe('en');
  });

  it('builds the marketplace register redirect with the route query', () => {
    const url = productLoginUrl(
      { productType: 'E_FINANCE', scenario: 'AMAZON_SC', action: 'register' },
      at('www.tradewind.example', '?ref=partner'),
    );
    const query = new URLSearchParams(url.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({
      ref: 'partner', productType: 'E_FINANCE', scenario: 'AMAZON_SC', action: 'register', lang: 'en',
    });
  });

  it('recognises mobile user agents', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe(false);
  });
});
