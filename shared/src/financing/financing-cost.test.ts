import { calculateCost, estimateFigures, estimateOf, FINANCING_TERMS, financingCost, roundToCent } from '@site/shared/financing';

describe('financingCost (actual/365)', () => {
  it('charges amount × rate × days ÷ 365', () => {
    expect(financingCost(100_000, 10, 90)).toEqual({ interest: 2465.75, total: 102_465.75 });
    expect(financingCost(365, 10, 365)).toEqual({ interest: 36.5, total: 401.5 });
    expect(financingCost(5_000_000, 12, 365)).toEqual({ interest: 600_000, total: 5_600_000 });
    expect(financingCost(1, 8, 1)).toEqual({ interest: 0, total: 1 });
    expect(financingCost(50_000_000, 30, 120)).toEqual({ interest: 4_931_506.85, total: 54_931_506.85 });
  });

  it('rounds half a cent up without binary drift', () => {
    expect(roundToCent(1.005)).toBe(1.01);
    expect(roundToCent(2465.7534)).toBe(2465.75);
  });

  it('gives the estimate the api stores', () => {
    expect(estimateOf('OTA_FINANCE', 200_000, 10.5, 60)).toEqual({
      product: 'OTA_FINANCE',
      amount: 200_000,
      currency: 'USD',
      tenorDays: 60,
      annualRatePercent: 10.5,
      interest: 3452.05,
      total: 203_452.05,
    });
  });
});

describe('calculateCost bounds', () => {
  const ok = { amount: '100,000', tenor: '90', rate: '10' };

  it('accepts each published edge', () => {
    expect(calculateCost('PAYMENT_FINANCING', { amount: '5,000,000', tenor: '365', rate: '12' })).toMatchObject({ ok: true, result: { interest: 600_000 } });
    expect(calculateCost('PAYMENT_FINANCING', { amount: '1', tenor: '1', rate: '8' })).toMatchObject({ ok: true });
    expect(calculateCost('MARKETPLACE_FINANCING', { amount: '1000000', tenor: '30', rate: '8.25' })).toMatchObject({ ok: true, result: { annualRatePercent: 8.25 } });
    expect(calculateCost('OTA_FINANCE', { amount: '50,000,000', tenor: '120', rate: '10' })).toMatchObject({ ok: true, result: { tenorDays: 120 } });
    expect(calculateCost('OTA_FINANCE', { amount: '１，０００．５０', tenor: '１', rate: '30.00' })).toMatchObject({ ok: true, result: { amount: 1000.5, annualRatePercent: 30 } });
  });

  it.each([
    ['PAYMENT_FINANCING', { amount: '5,000,000.01' }, 'amount', 'max'],
    ['MARKETPLACE_FINANCING', { amount: '1,000,001' }, 'amount', 'max'],
    ['OTA_FINANCE', { amount: '50,000,000.01' }, 'amount', 'max'],
    ['PAYMENT_FINANCING', { amount: '0.99' }, 'amount', 'min'],
    ['PAYMENT_FINANCING', { amount: '100.123' }, 'amount', 'decimals'],
    ['PAYMENT_FINANCING', { amount: '-5' }, 'amount', 'number'],
    ['OTA_FINANCE', { tenor: '121' }, 'tenor', 'max'],
    ['PAYMENT_FINANCING', { tenor: '366' }, 'tenor', 'max'],
    ['PAYMENT_FINANCING', { tenor: '0' }, 'tenor', 'min'],
    ['PAYMENT_FINANCING', { tenor: '30.5' }, 'tenor', 'wholeNumber'],
    ['PAYMENT_FINANCING', { rate: '7.99' }, 'rate', 'min'],
    ['PAYMENT_FINANCING', { rate: '12.01' }, 'rate', 'max'],
    ['OTA_FINANCE', { rate: '9.99' }, 'rate', 'min'],
    ['OTA_FINANCE', { rate: '30.01' }, 'rate', 'max'],
    ['PAYMENT_FINANCING', { rate: '10.125' }, 'rate', 'decimals'],
    ['PAYMENT_FINANCING', { rate: '   ' }, 'rate', 'required'],
    ['PAYMENT_FINANCING', { rate: '10%' }, 'rate', 'number'],
  ] as const)('%s: %p is refused as %s/%s', (product, change, field, error) => {
    expect(calculateCost(product, { ...ok, ...change })).toEqual({ ok: false, errors: { [field]: error } });
  });

  it('states the products’ published terms', () => {
    expect(FINANCING_TERMS.PAYMENT_FINANCING).toEqual({ minAmountUsd: 1, maxAmountUsd: 5_000_000, minRatePercent: 8, maxRatePercent: 12, minTenorDays: 1, maxTenorDays: 365 });
    expect(FINANCING_TERMS.OTA_FINANCE).toMatchObject({ maxAmountUsd: 50_000_000, minRatePercent: 10, maxTenorDays: 120 });
    expect(FINANCING_TERMS.MARKETPLACE_FINANCING.maxAmountUsd).toBe(1_000_000);
  });
});

describe('estimateFigures', () => {
  const estimate = estimateOf('OTA_FINANCE', 200_000, 10.5, 1);

  it('writes each figure in the language of the page', () => {
    expect(estimateFigures(estimate, 'en')).toEqual({ amount: '$200,000.00', days: '1 day', rate: '10.5%', interest: '$57.53', total: '$200,057.53' });
    expect(estimateFigures({ ...estimate, tenorDays: 90 }, 'zh-CN')).toMatchObject({ amount: 'US$200,000.00', days: '90天' });
    expect(estimateFigures({ ...estimate, tenorDays: 90 }, 'zh-HK').days).toBe('90 日');
  });
});
