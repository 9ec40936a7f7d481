import { localeKeys } from '@site/shared/i18n';
import en from './en/shell.json';
import zhCN from './zh-CN/shell.json';
import zhHK from './zh-HK/shell.json';
import routes from '../config/routes.json';

describe('shell locales', () => {
  it('have the same keys in all three languages', () => {
    expect(localeKeys(zhCN)).toEqual(localeKeys(en));
    expect(localeKeys(zhHK)).toEqual(localeKeys(en));
  });

  it('give every route a title and a description', () => {
    for (const route of routes.routes) {
      const entry = (en.routes as Record<string, { title: string; description: string }>)[route.key];
      expect([route.key, Boolean(entry?.title), Boolean(entry?.description)]).toEqual([route.key, true, true]);
    }
  });
});
