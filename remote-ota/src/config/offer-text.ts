import { ROUTE_LANGS, type RouteLang } from '@site/shared/lang';
import { formatCompact, formatNumber, formatPercent } from '../lib/format';
import { OTA_OFFER } from './offer';

/** The offer's figures as the copy interpolates them: "50 million", "120", "10%", "5". */
export interface OfferText {
  amount: string;
  days: string;
  rate: string;
  reviewDays: string;
}

/** Formats the offer's figures for one language with Intl. */
export const formatOffer = (lang: RouteLang): OfferText => ({
  amount: formatCompact(lang, OTA_OFFER.maxCreditLimitUsd),
  days: formatNumber(lang, OTA_OFFER.maxTenorDays),
  rate: formatPercent(lang, OTA_OFFER.interestFromRate),
  reviewDays: formatNumber(lang, OTA_OFFER.reviewBusinessDays),
});

/** Every language's figures: what webpack.config.cjs formats once and defines as `__OTA_OFFER_TEXT__`. */
export const formatOfferForAll = (): Record<RouteLang, OfferText> =>
  Object.fromEntries(ROUTE_LANGS.map((lang) => [lang, formatOffer(lang)])) as Record<RouteLang, OfferText>;

/** Defined in every build of this package; absent when jest runs the source. */
declare const __OTA_OFFER_TEXT__: Record<RouteLang, OfferText> | undefined;

/**
 * The offer's figures for a page. A built bundle carries them formatted at build time, the same
 * text in the prerendered HTML and in the browser that hydrates it: a page's first Intl format
 * loads the browser's number data for its locale, 20-30 ms of a phone's start-up here for four
 * constants (docs/performance.md). The source, as tests run it, formats them on the spot.
 */
export const offerText = (lang: RouteLang): OfferText =>
  (typeof __OTA_OFFER_TEXT__ === 'object' ? __OTA_OFFER_TEXT__[lang] : undefined) ?? formatOffer(lang);
