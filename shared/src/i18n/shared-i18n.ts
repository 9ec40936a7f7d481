import en from '../locales/en/shared.json';
import zhCN from '../locales/zh-CN/shared.json';
import zhHK from '../locales/zh-HK/shared.json';
import { createI18n } from '@site/shared/i18n';

/** Strings of the shared primitives (region errors, dialog close). Bundled: they are tiny and needed before any remote. */
export const sharedI18n = createI18n({
  ns: ['shared'],
  resources: { en: { shared: en }, 'zh-CN': { shared: zhCN }, 'zh-HK': { shared: zhHK } },
});
