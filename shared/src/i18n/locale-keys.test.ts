import en from '../locales/en/shared.json';
import zhCN from '../locales/zh-CN/shared.json';
import zhHK from '../locales/zh-HK/shared.json';
import { localeKeys } from './locale-keys';

describe('localeKeys', () => {
  it('lists nested keys', () => {
    expect(localeKeys({ b: { c: 'x' }, a: 'y' })).toEqual(['a', 'b.c']);
  });

  it('finds the same keys in every language of the shared strings', () => {
    expect(localeKeys(zhCN)).toEqual(localeKeys(en));
    expect(localeKeys(zhHK)).toEqual(localeKeys(en));
  });
});
