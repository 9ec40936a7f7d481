import { createI18n } from '@site/shared/i18n';

/** Namespaces: `marketing` (the pages), `forms` (Watch-a-Demo drawer and the enquiry form). */
export const i18n = createI18n({
  ns: ['marketing', 'forms'],
  load: (lng, ns) => import(/* webpackChunkName: "locale-[request]" */ `./locales/${lng}/${ns}.json`),
});
