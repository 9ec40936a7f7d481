import { checkEligibility, type EligibilityAnswers } from './eligibility-rules';
import { parseTypedNumber } from '@site/shared/tool-form';

const ok: EligibilityAnswers = { months: '6', sales: '5000', rating: '4.0', violations: 'no' };
const failing = (outcome: ReturnType<typeof checkEligibility>) => (outcome.ok ? outcome.results.filter((r) => !r.pass).map((r) => r.rule) : outcome.errors);

describe('marketplace eligibility', () => {
  it('passes a store exactly at every minimum', () => {
    expect(checkEligibility(ok)).toMatchObject({ ok: true, eligible: true });
  });

  it.each([
    ['months', { months: '5' }],
    ['sales', { sales: '4999.99' }],
    ['rating', { rating: '3.99' }],
    ['violations', { violations: 'yes' }],
  ] as const)('fails only the %s rule just below its minimum', (rule, change) => {
    const outcome = checkEligibility({ ...ok, ...change });
    expect(outcome).toMatchObject({ ok: true, eligible: false });
    expect(failing(outcome)).toEqual([rule]);
  });

  it('reports every failing rule at once', () => {
    expect(failing(checkEligibility({ months: '0', sales: '0', rating: '0', violations: 'yes' }))).toEqual(['months', 'sales', 'rating', 'violations']);
  });

  it('reads grouped and full-width figures as typed in Chinese', () => {
    expect(checkEligibility({ ...ok, sales: '１２，０００', rating: '4.8', months: '２４' })).toMatchObject({ ok: true, eligible: true });
    expect(checkEligibility({ ...ok, sales: '5,000' })).toMatchObject({ ok: true, eligible: true });
  });

  it('names the answers it cannot check, and why', () => {
    expect(checkEligibility({ months: '', sales: 'lots', rating: '5.1', violations: '' })).toEqual({
      ok: false,
      errors: { months: 'required', sales: 'number', rating: 'ratingRange', violations: 'required' },
    });
    expect(checkEligibility({ ...ok, months: '6.5' })).toEqual({ ok: false, errors: { months: 'wholeNumber' } });
    expect(checkEligibility({ ...ok, sales: '-5000' })).toEqual({ ok: false, errors: { sales: 'number' } });
    expect(checkEligibility({ ...ok, rating: '5' })).toMatchObject({ ok: true, eligible: true });
  });
});

describe('parseTypedNumber', () => {
  it.each([
    ['1,200,000', 1_200_000],
    ['1 200 000.5', 1_200_000.5],
    [' .5 ', 0.5],
    ['0', 0],
  ])('reads %p', (raw, value) => expect(parseTypedNumber(raw)).toBe(value));

  it.each(['', '1e6', '-1', '1.2.3', 'abc', '12abc', 'Infinity'])('rejects %p', (raw) => expect(parseTypedNumber(raw)).toBeUndefined());
});
