import { createI18n } from '@site/shared/i18n';
import { startLangOf } from './lib/start-lang';

/** The shell's own strings: header, footer, route titles and descriptions. */
export const shellI18n = createI18n({
  ns: ['shell'],
  load: (lng, ns) => import(/* webpackChunkName: "locale-[request]" */ `./locales/${lng}/${ns}.json`),
  // The page's language, the one main.ts already requested (on the server, the store's).
  startLang: typeof window === 'undefined' ? undefined : startLangOf(window.location.pathname),
});
