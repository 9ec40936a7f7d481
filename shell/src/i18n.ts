import { createI18n } from '@site/shared/i18n';

/**
 * The export-refund micro-site's pages are Chinese whatever the visitor's site language (spec 2.1):
 * a shell that starts on one starts in Chinese (main.ts already requested those strings) instead of
 * downloading the site language's first and switching away from them at once.
 */
const startsOnMicroSite = typeof window !== 'undefined' && window.location.pathname.split('/')[1] === 'exportdrawback';

/** The shell's own strings: header, footer, route titles and descriptions. */
export const shellI18n = createI18n({
  ns: ['shell'],
  load: (lng, ns) => import(/* webpackChunkName: "locale-[request]" */ `./locales/${lng}/${ns}.json`),
  startLang: startsOnMicroSite ? 'zh-CN' : undefined,
});
