import { createI18n } from '@site/shared/i18n';

/**
 * This remote's i18next instance. `landing` (the OTAFinance page) is the default namespace and
 * loads with the parcel; `flow` (the questionnaire, progress and quota pages) loads when a flow
 * page first asks for it, so a visitor of the landing page never downloads the flow's copy.
 */
export const i18n = createI18n({
  ns: ['landing'],
  load: (lng, ns) => import(/* webpackChunkName: "locale-[request]" */ `./locales/${lng}/${ns}.json`),
});
