import { redirectFor } from './guards';

const none = null;
const step1 = { step1Complete: true, step2Complete: false };
const both = { step1Complete: true, step2Complete: true };

describe('redirectFor (the step guards)', () => {
  it('always lets a visitor start at step 1', () => {
    expect(redirectFor('contact', none)).toBeNull();
    expect(redirectFor('contact', both)).toBeNull();
  });

  it('sends a visitor without a saved step 1 to step 1, whatever later page they open', () => {
    expect(redirectFor('platforms', none)).toBe('/Questionnaire1');
    expect(redirectFor('progress', none)).toBe('/Questionnaire1');
    expect(redirectFor('quota', none)).toBe('/Questionnaire1');
    expect(redirectFor('quota', { step1Complete: false, step2Complete: false })).toBe('/Questionnaire1');
  });

  it('lets a visitor with a saved step 1 open step 2, and sends them there from the evaluation and the quota', () => {
    expect(redirectFor('platforms', step1)).toBeNull();
    expect(redirectFor('progress', step1)).toBe('/Questionnaire2');
    expect(redirectFor('quota', step1)).toBe('/Questionnaire2');
  });

  it('opens every page once both steps are saved', () => {
    for (const page of ['contact', 'platforms', 'progress', 'quota'] as const) expect(redirectFor(page, both)).toBeNull();
  });
});
