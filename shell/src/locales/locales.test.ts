import { localeKeys } from '@site/shared/i18n';
import en from './en/shell.json';
import zhCN from './zh-CN/shell.json';
import zhHK from './zh-HK/shell.json';

describe('shell locales', () => {
  it('have the same keys in all three languages', () => {
    expect(localeKeys(zhCN)).toEqual(localeKeys(en));
    expect(localeKeys(zhHK)).toEqual(localeKeys(en));
  });
});
