import { localeMismatches } from '@site/shared/i18n';
import en from './en/shell.json';
import zhCN from './zh-CN/shell.json';
import zhHK from './zh-HK/shell.json';

describe('shell locales', () => {
  it('word the same messages in all three languages, each count in the plural forms of its language', () => {
    expect(localeMismatches({ en, 'zh-CN': zhCN, 'zh-HK': zhHK })).toEqual([]);
  });
});
