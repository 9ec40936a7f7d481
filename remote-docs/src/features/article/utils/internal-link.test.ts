import { internalTarget } from './internal-link';

describe('internalTarget', () => {
  it('sends links in the page language through navigate, with their fragment', () => {
    expect(internalTarget('/en_us/docs/user-management#roles', 'en_us')).toBe('/docs/user-management#roles');
    expect(internalTarget('/zh_cn/Contact', 'zh_cn')).toBe('/Contact');
    expect(internalTarget('/en_us', 'en_us')).toBe('/');
  });

  it('escapes the mount point for a link to another language', () => {
    expect(internalTarget('/zh_cn/docs/kyc-onboarding', 'en_us')).toBe('//zh_cn/docs/kyc-onboarding');
  });

  it('leaves other sites, fragments and other paths to the browser', () => {
    expect(internalTarget('https://example.com/', 'en_us')).toBeUndefined();
    expect(internalTarget('//example.com/en_us/x', 'en_us')).toBeUndefined();
    expect(internalTarget('#steps', 'en_us')).toBeUndefined();
    expect(internalTarget('/api/openapi.yaml', 'en_us')).toBeUndefined();
  });
});
