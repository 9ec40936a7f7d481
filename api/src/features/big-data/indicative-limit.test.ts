import { indicativeLimitUsd, LIMIT_CAP_USD, platformFactorTenths, yearsFactorPercent } from './indicative-limit';

describe('indicative credit limit of the OTA quota page', () => {
  it.each([
    // band, years, platforms, expected USD
    ['BELOW_1M', 0, 1, 40_000], // 500k / 6 = 83,333 x 0.5 = 41,666 -> 40,000
    ['FROM_1M_TO_5M', 2, 1, 370_000], // 500,000 x 0.75 = 375,000 -> 370,000
    ['FROM_5M_TO_20M', 4, 3, 2_500_000], // 2,083,333 x 1.0 x 1.2
    ['FROM_20M_TO_50M', 5, 2, 7_700_000], // 5,833,333 x 1.2 x 1.1 = 7,700,000
    ['FROM_50M_TO_100M', 12, 1, 17_500_000], // 12,500,000 x 1.4
    ['ABOVE_100M', 9, 4, 39_000_000], // 25,000,000 x 1.2 x 1.3
  ] as const)('%s, %i years, %i platforms -> USD %i', (band, years, platforms, expected) => {
    expect(indicativeLimitUsd(band, years, platforms)).toBe(expected);
  });

  it('is capped at USD 50 million, the published OTA finance limit', () => {
    // 25,000,000 x 1.4 x 1.5 = 52,500,000
    expect(indicativeLimitUsd('ABOVE_100M', 30, 10)).toBe(LIMIT_CAP_USD);
    expect(LIMIT_CAP_USD).toBe(50_000_000);
  });

  it('rounds down to USD 10,000', () => {
    for (const years of [0, 1, 3, 5, 10]) {
      for (let platforms = 1; platforms <= 10; platforms += 1) {
        expect(indicativeLimitUsd('FROM_1M_TO_5M', years, platforms) % 10_000).toBe(0);
      }
    }
  });

  it('grows with years operating and with platforms, up to the documented factors', () => {
    expect([0, 1, 2, 3, 4, 5, 9, 10, 50].map(yearsFactorPercent)).toEqual([50, 75, 75, 100, 100, 120, 120, 140, 140]);
    expect([0, 1, 2, 3, 6, 7, 10].map(platformFactorTenths)).toEqual([10, 10, 11, 12, 15, 15, 15]);
  });
});
