import { createI18n } from '@site/shared/i18n';

/**
 * Namespaces: `marketing` (shared page strings), one per page, and `forms` (Watch-a-Demo drawer and
 * the enquiry form), each loaded when a component first asks for it.
 */
export const i18n = createI18n({
  ns: ['marketing'],
  load: (lng, ns) => import(/* webpackChunkName: "locale-[request]" */ `./locales/${lng}/${ns}.json`),
});
