import { createI18n } from '@site/shared/i18n';
import { preloadPhrases } from '@site/shared/ui';

/**
 * Namespaces: `marketing` (shared page strings), one per page, and `forms` (Watch-a-Demo drawer and
 * the enquiry form), each loaded when a component first asks for it.
 */
export const i18n = createI18n({
  ns: ['marketing'],
  // A Chinese page's headings break between phrases (@site/shared/phrases): their model downloads
  // beside the strings rather than when the first heading renders.
  load: (lng, ns) => {
    preloadPhrases(lng);
    return import(/* webpackChunkName: "locale-[request]" */ `./locales/${lng}/${ns}.json`);
  },
});
