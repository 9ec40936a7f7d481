import { calculateCost, financingCost, PRODUCT_TERMS, roundToCent } from './financing-cost';

describe('financingCost (actual/365)', () => {
  it('charges amount × rate × days ÷ 365', () => {
    expect(financingCost(100_000, 0.1, 90)).toEqual({ interest: 2465.75, total: 102_465.75 });
    expect(financingCost(365, 0.1, 365)).toEqual({ interest: 36.5, total: 401.5 });
    expect(financingCost(5_000_000, 0.12, 365)).toEqual({ interest: 600_000, total: 5_600_000 });
    expect(financingCost(1, 0.08, 1)).toEqual({ interest: 0, total: 1 });
  });

  it('rounds half a cent up without binary drift', () => {
    expect(roundToCent(1.005)).toBe(1.01);
    expect(roundToCent(2465.7534)).toBe(2465.75);
  });
});

describe('calculateCost bounds', () => {
  const ok = { amount: '100,000', tenor: '90', rate: '10' };

  it('accepts each published edge', () => {
    expect(calculateCost('payment', { amount: '5,000,000', tenor: '365', rate: '12' })).toMatchObject({ ok: true, result: { interest: 600_000 } });
    expect(calculateCost('payment', { amount: '1', tenor: '1', rate: '8' })).toMatchObject({ ok: true });
    expect(calculateCost('marketplace', { amount: '1000000', tenor: '30', rate: '8.25' })).toMatchObject({ ok: true, result: { rate: 0.0825 } });
    expect(calculateCost('ota', { amount: '50,000,000', tenor: '120', rate: '10' })).toMatchObject({ ok: true });
  });

  it.each([
    ['payment', { amount: '5,000,000.01' }, 'amount', 'max'],
    ['marketplace', { amount: '1,000,001' }, 'amount', 'max'],
    ['ota', { amount: '50,000,001' }, 'amount', 'max'],
    ['payment', { amount: '0.99' }, 'amount', 'min'],
    ['payment', { amount: '100.123' }, 'amount', 'decimals'],
    ['payment', { amount: '-5' }, 'amount', 'number'],
    ['ota', { tenor: '121' }, 'tenor', 'max'],
    ['payment', { tenor: '366' }, 'tenor', 'max'],
    ['payment', { tenor: '0' }, 'tenor', 'min'],
    ['payment', { tenor: '30.5' }, 'tenor', 'wholeNumber'],
    ['payment', { rate: '7.99' }, 'rate', 'min'],
    ['payment', { rate: '12.01' }, 'rate', 'max'],
    ['ota', { rate: '9.99' }, 'rate', 'min'],
    ['ota', { rate: '30.01' }, 'rate', 'max'],
    ['payment', { rate: '10.125' }, 'rate', 'decimals'],
    ['payment', { rate: '' }, 'rate', 'required'],
    ['payment', { rate: '10%' }, 'rate', 'number'],
  ] as const)('%s: %p is refused as %s/%s', (product, change, field, error) => {
    expect(calculateCost(product, { ...ok, ...change })).toEqual({ ok: false, errors: { [field]: error } });
  });

  it('states the products’ published terms', () => {
    expect(PRODUCT_TERMS.payment).toEqual({ maxAmountUsd: 5_000_000, minRate: 0.08, maxRate: 0.12, maxTenorDays: 365 });
    expect(PRODUCT_TERMS.ota).toMatchObject({ maxAmountUsd: 50_000_000, minRate: 0.1, maxTenorDays: 120 });
    expect(PRODUCT_TERMS.marketplace.maxAmountUsd).toBe(1_000_000);
  });
});
