import { createI18n } from '@site/shared/i18n';

export const i18n = createI18n({
  ns: ['docs'],
  load: (lng, ns) => import(/* webpackChunkName: "locale-[request]" */ `./locales/${lng}/${ns}.json`),
});
