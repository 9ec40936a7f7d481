import { configure, screen } from '@testing-library/react';
import * as op from '@site/shared/api/operations';
import { answer, languagesAsked, setupFakeApi } from '@site/shared/testing/api';
import { mountParcel } from '@site/shared/testing/parcel-language';
import { parcelDefinition } from './parcel';

/*
 * One language channel (docs/composition.md): the widget asks the api in its parcel's `lang`,
 * whatever the site store says. They agree on the site; here they disagree, so a call that took
 * the store's language would be seen. The real client makes the requests; the fake api records
 * each one's Accept-Language.
 */

// Highcharts is covered in the browser; here the chart chunk is a stub.
jest.mock('../features/rates/components/rate-chart-impl', () => ({ __esModule: true, default: () => <div data-testid="chart" /> }));

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const records = Array.from({ length: 12 }, (_, i) => ({ rateTime: `2026-11-${String(9 + i).padStart(2, '0')}T04:00:00.000Z`, rate: 7.1 + i / 1000, source: 'reference' as const }));
const api = setupFakeApi(answer(op.getHistoricalRates, () => ({ records, total: records.length, current: 1, size: 100 })));

describe('the rate widget asks the api in its parcel’s language, not the site store’s', () => {
  it.each([
    ['zh_hk', 'en_us', 'zh-HK'],
    ['zh_cn', 'zh_hk', 'zh-CN'],
    ['en_us', 'zh_cn', 'en'],
  ] as const)('in %s while the store says %s, both pairs are asked in %s', async (lang, storeLang, asked) => {
    await mountParcel(parcelDefinition, { lang, storeLang });
    expect(await screen.findByText('1 USD = 7.1110 CNY')).toBeInTheDocument();
    const pairs = api.callsTo(op.getHistoricalRates).map((call) => call.body.queryCondition.sellCurrency);
    expect(new Set(pairs)).toEqual(new Set(['CNY', 'CNH']));
    expect(languagesAsked(api.calls)).toEqual([asked]);
  });
});
