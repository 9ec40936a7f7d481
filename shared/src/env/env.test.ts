import { appLoginUrl, isMobileUserAgent, legalLines, productLoginUrl, resolveEnv, yieldToMain } from './env';

const at = (hostname: string, search = '', hash = '') => ({ hostname, protocol: 'https:', search, hash });

describe('environment by host', () => {
  it('knows production, uat and qa hosts', () => {
    expect(resolveEnv(at('www.tradewind.example')).name).toBe('production');
    expect(resolveEnv(at('uat.tradewind.example')).name).toBe('uat');
    expect(resolveEnv(at('qa.tradewind.example')).appUrl).toBe('https://app-qa.tradewind.example');
  });

  it('treats any other host as dev on the local fallback port', () => {
    expect(resolveEnv({ hostname: 'localhost', protocol: 'http:' })).toEqual({ name: 'dev', appUrl: 'http://localhost:8000' });
  });
});

describe('login redirects', () => {
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

describe('legal lines (company.json "legal")', () => {
  const legal = {
    registeredOffice: { en_us: 'Unit 1, 1 Example Road, Hong Kong', zh_cn: '香港示例道1号1室' },
    licences: [{ en_us: 'Money Service Operator licence 00-00-00000', zh_hk: '金錢服務經營者牌照 00-00-00000' }, { en_us: '  ' }],
    stockCode: '0000.HK',
  };

  it('shows each confirmed fact in the page language, falling back to English', () => {
    expect(legalLines('zh_cn', legal)).toEqual({
      registeredOffice: '香港示例道1号1室',
      licences: ['Money Service Operator licence 00-00-00000'],
      stockCode: '0000.HK',
    });
    expect(legalLines('zh_hk', legal).licences).toEqual(['金錢服務經營者牌照 00-00-00000']);
    expect(legalLines('zh_hk', legal).registeredOffice).toBe('Unit 1, 1 Example Road, Hong Kong');
  });

  it('shows nothing the company has not confirmed', () => {
    expect(legalLines('en_us', { registeredOffice: null, licences: [], stockCode: null })).toEqual({ licences: [] });
    // The shipped configuration confirms none yet: no line is invented.
    expect(legalLines('en_us')).toEqual({ licences: [] });
  });
});

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('lets a task queued before it run first, where the browser has no scheduler.yield', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await Promise.resolve();
    order.push('microtask');
    await yieldToMain();
    order.push('after yield');
    expect(order).toEqual(['microtask', 'queued task', 'after yield']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });
});
