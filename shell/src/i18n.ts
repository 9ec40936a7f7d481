import { createI18n } from '@site/shared/i18n';

/** The shell's own strings: header, footer, route titles and descriptions. */
export const shellI18n = createI18n({
  ns: ['shell'],
  load: (lng, ns) => import(/* webpackChunkName: "locale-[request]" */ `./locales/${lng}/${ns}.json`),
});
