import { localeKeys } from '@site/shared/i18n';
import en from '../../locales/en/forms.json';
import zhCN from '../../locales/zh-CN/forms.json';
import zhHK from '../../locales/zh-HK/forms.json';

describe('forms namespace (drawer, International Trade page and enquiry)', () => {
  it('has the same keys in English, Simplified and Traditional Chinese', () => {
    expect(localeKeys(zhCN)).toEqual(localeKeys(en));
    expect(localeKeys(zhHK)).toEqual(localeKeys(en));
  });

  it('leaves no string empty', () => {
    for (const resource of [en, zhCN, zhHK]) {
      const walk = (value: unknown): void => {
        if (typeof value === 'string') expect(value.trim()).not.toBe('');
        else Object.values(value as object).forEach(walk);
      };
      walk(resource);
    }
  });

  it("keeps the original site's exact English messages", () => {
    expect(en.demo.success).toBe("We've received your submission, and we'll be in touch soon!");
    expect(en.demo.errors.email).toBe('Email format error');
    expect(en.demo.errors.contactNo).toBe('Mobile phone number format error');
  });
});
