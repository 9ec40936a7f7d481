import { negotiateLang } from './lang';

describe('negotiateLang (Accept-Language)', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-HK', 'zh-HK'],
    ['zh-TW', 'zh-HK'],
    ['zh-Hant', 'zh-HK'],
    ['zh-MO', 'zh-HK'],
    ['fr-FR', 'en'],
    ['fr-FR,zh-CN;q=0.8', 'zh-CN'],
    ['en;q=0.5,zh-HK;q=0.9', 'zh-HK'],
    ['zh-CN;q=0,en', 'en'],
  ])('%s -> %s', (header, lang) => {
    expect(negotiateLang(header)).toBe(lang);
  });
});
