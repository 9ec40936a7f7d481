import { BUSINESS_LINES } from '../config/business-lines';
import { learnMoreUrl, marketplaceApplyUrl } from './redirects';

const paramsOf = (url: string) => new URLSearchParams(url.split('?')[1]);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('login redirects', () => {
  it('sends each banner "learn more" to its product-specific login', () => {
    window.history.replaceState(null, '', '/en_us');
    const types = BUSINESS_LINES.map((line) => {
      const url = learnMoreUrl(line, window.location);
      expect(url.startsWith('http://localhost:8000/#/login?')).toBe(true);
      const params = paramsOf(url);
      expect(params.get('action')).toBe('login');
      expect(params.get('lang')).toBe('en');
      expect(params.has('scenario')).toBe(false);
      return params.get('productType');
    });
    expect(types).toEqual(['E_FINANCE', 'DIGITAL_TRADE', 'DIGITAL_FINANCE', 'INTERNATIONAL_TRADE']);
  });

  it('sends the marketplace call to action to registration for E_FINANCE / AMAZON_SC with the current query', () => {
    window.history.replaceState(null, '', '/en_us/amazon?utm_source=newsletter&channel=partner-7');
    const params = paramsOf(marketplaceApplyUrl(window.location));
    expect(Object.fromEntries(params)).toEqual({
      utm_source: 'newsletter',
      channel: 'partner-7',
      productType: 'E_FINANCE',
      scenario: 'AMAZON_SC',
      action: 'register',
      lang: 'en',
    });
  });
});
