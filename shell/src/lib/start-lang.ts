import type { I18nLang } from '@site/shared/lang';

// Imports no module (the type above is erased): main.ts uses it before the federation boundary,
// where no shared module exists yet.
const I18N_CODES: Record<string, I18nLang> = { en_us: 'en', zh_cn: 'zh-CN', zh_hk: 'zh-HK' };

/**
 * The language the shell's strings start in on a first load at `pathname`: the language prefix's,
 * or Chinese on the export-refund micro-site, which is Chinese whatever the visitor's site
 * language (spec 2.1); on any other path, none (the visitor's stored language decides).
 * main.ts requests these strings before the app starts, and the shell's i18n starts in them, so
 * no other language's strings are downloaded only to be switched away from.
 */
export function startLangOf(pathname: string): I18nLang | undefined {
  const first = pathname.split('/')[1] ?? '';
  return first === 'exportdrawback' ? 'zh-CN' : I18N_CODES[first];
}
