import i18next from 'i18next';
import en from '../locales/en/shared.json';
import zhCN from '../locales/zh-CN/shared.json';
import zhHK from '../locales/zh-HK/shared.json';
import { localeKeys, localeMismatches, pluralForms } from './locale-keys';

describe('localeKeys', () => {
  it('lists nested keys', () => {
    expect(localeKeys({ b: { c: 'x' }, a: 'y' })).toEqual(['a', 'b.c']);
  });

  it('finds the same keys in every language of the shared strings', () => {
    expect(localeKeys(zhCN)).toEqual(localeKeys(en));
    expect(localeKeys(zhHK)).toEqual(localeKeys(en));
  });
});

describe('localeMismatches', () => {
  const english = { title: 'Problems', summary: { problems_one: '{{count}} problem to correct.', problems_other: '{{count}} problems to correct.' } };

  it('accepts English with one and other, and Chinese with other only, which is all i18next reads in Chinese', () => {
    expect(pluralForms('en')).toEqual(['one', 'other']);
    expect(pluralForms('zh-CN')).toEqual(['other']);
    expect(pluralForms('zh-HK')).toEqual(['other']);
    const chinese = { title: '问题', summary: { problems_other: '有 {{count}} 个问题需要更正。' } };
    expect(localeMismatches({ en: english, 'zh-CN': chinese, 'zh-HK': chinese })).toEqual([]);
  });

  it('names a missing message, a missing plural form, a form never used and a message not worded by count', () => {
    expect(localeMismatches({ en: english, 'zh-CN': { summary: { problems_one: '一', problems_other: '多' } } })).toEqual([
      'zh-CN: title is missing',
      'zh-CN: summary.problems_one is a plural form zh-CN never uses',
    ]);
    expect(localeMismatches({ en: { ...english, summary: { problems_other: 'x' } } })).toEqual(['en: summary.problems_one is missing']);
    expect(localeMismatches({ en: english, 'zh-HK': { title: '問題', summary: { problems: '問題' }, extra: '多' } })).toEqual([
      'zh-HK: extra is not in en',
      'zh-HK: summary.problems_other is missing',
      'zh-HK: summary.problems has no plural forms',
    ]);
  });

  it('checks the forms i18next itself picks for a count', async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'zh-CN', resources: { 'zh-CN': { translation: { n_other: '{{count}} 个' } }, en: { translation: { n_one: 'one', n_other: 'other' } } } });
    expect(instance.t('n', { count: 1 })).toBe('1 个');
    expect(instance.t('n', { count: 1, lng: 'en' })).toBe('one');
    expect(instance.t('n', { count: 3, lng: 'en' })).toBe('other');
  });
});
