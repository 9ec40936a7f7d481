import en from '../locales/en/shared.json';
import zhCN from '../locales/zh-CN/shared.json';
import zhHK from '../locales/zh-HK/shared.json';
import { useTranslation } from 'react-i18next';
import { createI18n, useTreeLanguage } from '@site/shared/i18n';

/** Strings of the shared primitives (region errors, dialog close). Bundled: they are tiny and needed before any remote. */
export const sharedI18n = createI18n({
  ns: ['shared'],
  resources: { en: { shared: en }, 'zh-CN': { shared: zhCN }, 'zh-HK': { shared: zhHK } },
});

/**
 * The shared primitives' strings in the language of the tree they render in (a region inside the
 * export-refund micro-site speaks Chinese whatever the visitor's site language), so a server
 * render and the browser's hydration agree. All three languages are bundled: no suspense.
 */
export function useSharedStrings() {
  const lng = useTreeLanguage();
  return useTranslation('shared', { i18n: sharedI18n, ...(lng ? { lng } : {}) }).t;
}
