import { FINANCED_PRODUCTS } from '@site/shared/financing';
import { localeKeys } from '@site/shared/i18n';
import en from '../locales/en/tools.json';
import zhCN from '../locales/zh-CN/tools.json';
import zhHK from '../locales/zh-HK/tools.json';

/** Every `{{placeholder}}` of every string, by key, so a translation cannot drop a figure. */
function placeholders(strings: object, prefix = ''): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(strings).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, [...value.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort()]]
        : Object.entries(placeholders(value as object, `${prefix}${key}.`)),
    ),
  );
}

describe('the tools’ strings', () => {
  it.each([
    ['zh-CN', zhCN],
    ['zh-HK', zhHK],
  ])('%s has the keys and placeholders of English', (_lang, strings) => {
    expect(localeKeys(strings)).toEqual(localeKeys(en));
    expect(placeholders(strings)).toEqual(placeholders(en));
  });

  it('has a heading and an introduction for every financed product', () => {
    expect(Object.keys(en.calculator.heading).sort()).toEqual([...FINANCED_PRODUCTS].sort());
    expect(Object.keys(en.calculator.intro).sort()).toEqual(Object.keys(en.calculator.heading).sort());
  });
});
