import { createI18n } from '@site/shared/i18n';
import { preloadPhrases } from '@site/shared/ui';

export const i18n = createI18n({
  ns: ['docs'],
  // A Chinese page's headings break between phrases (@site/shared/phrases): their model downloads
  // beside the strings rather than when the first heading renders.
  load: (lng, ns) => {
    preloadPhrases(lng);
    return import(/* webpackChunkName: "locale-[request]" */ `./locales/${lng}/${ns}.json`);
  },
});
