import { useTranslation } from '@site/shared/i18n';
import { DEFAULT_LANG, ROUTE_LANGS, toI18nLang, type RouteLang } from '@site/shared/lang';

/**
 * The language of the parcel a component renders in, for a component the `lang` prop does not
 * reach (the Watch-a-Demo drawer, which any page of any remote opens). The parcel's i18n instance
 * follows that prop before anything below renders (docs/composition.md, one language channel), so
 * its language is the prop's; the site store's may differ and is the shell's, never read here.
 */
export function useParcelLang(): RouteLang {
  const { i18n } = useTranslation();
  return ROUTE_LANGS.find((lang) => toI18nLang(lang) === i18n.language) ?? DEFAULT_LANG;
}
