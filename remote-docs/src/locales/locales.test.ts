import { localeKeys } from '@site/shared/i18n';
import { CATEGORY_COPY } from '../config/categories';
import en from './en/docs.json';
import zhCN from './zh-CN/docs.json';
import zhHK from './zh-HK/docs.json';
import enCheck from './en/template-check.json';
import zhCNCheck from './zh-CN/template-check.json';
import zhHKCheck from './zh-HK/template-check.json';

describe('docs locales', () => {
  it('have the same keys in all three languages', () => {
    expect(localeKeys(zhCN)).toEqual(localeKeys(en));
    expect(localeKeys(zhHK)).toEqual(localeKeys(en));
    expect(localeKeys(zhCNCheck)).toEqual(localeKeys(enCheck));
    expect(localeKeys(zhHKCheck)).toEqual(localeKeys(enCheck));
  });

  it('describe every category the home page names', () => {
    for (const key of Object.values(CATEGORY_COPY)) expect(en.home.categories[key]).toEqual(expect.any(String));
  });
});
