import type { RouteLang } from '@site/shared/lang';
import type * as OfferTextModule from './offer-text';
import type { OfferText } from './offer-text';

const load = () => jest.requireActual<typeof OfferTextModule>('./offer-text');
/** What the build's DefinePlugin defines (webpack.config.cjs). */
const build = globalThis as { __OTA_OFFER_TEXT__?: Record<RouteLang, OfferText> };

afterEach(() => {
  delete build.__OTA_OFFER_TEXT__;
  jest.restoreAllMocks();
  jest.resetModules();
});

it('gives the offer in every language as the copy reads it', () => {
  expect(load().formatOfferForAll()).toEqual({
    en_us: { amount: '50 million', days: '120', rate: '10%', reviewDays: '5' },
    zh_cn: { amount: '5000万', days: '120', rate: '10%', reviewDays: '5' },
    zh_hk: { amount: '5000萬', days: '120', rate: '10%', reviewDays: '5' },
  });
});

it('takes the figures a build formatted instead of formatting them in the page', () => {
  const built = { amount: '50 million', days: '120', rate: '10%', reviewDays: '5' };
  build.__OTA_OFFER_TEXT__ = { en_us: built, zh_cn: built, zh_hk: built };
  const format = jest.spyOn(Intl, 'NumberFormat');
  expect(load().offerText('zh_hk')).toBe(built);
  expect(format).not.toHaveBeenCalled();
});
