import { localeMismatches } from '@site/shared/i18n';
import { CATEGORY_COPY } from '../config/categories';
import en from './en/docs.json';
import zhCN from './zh-CN/docs.json';
import zhHK from './zh-HK/docs.json';
import enCheck from './en/template-check.json';
import zhCNCheck from './zh-CN/template-check.json';
import zhHKCheck from './zh-HK/template-check.json';
import enConsole from './en/api-console.json';
import zhCNConsole from './zh-CN/api-console.json';
import zhHKConsole from './zh-HK/api-console.json';

describe('docs locales', () => {
  it('word the same messages in all three languages, each count in the plural forms of its language', () => {
    expect(localeMismatches({ en, 'zh-CN': zhCN, 'zh-HK': zhHK })).toEqual([]);
    expect(localeMismatches({ en: enCheck, 'zh-CN': zhCNCheck, 'zh-HK': zhHKCheck })).toEqual([]);
    expect(localeMismatches({ en: enConsole, 'zh-CN': zhCNConsole, 'zh-HK': zhHKConsole })).toEqual([]);
  });

  it('describe every category the home page names', () => {
    for (const key of Object.values(CATEGORY_COPY)) expect(en.home.categories[key]).toEqual(expect.any(String));
  });
});
