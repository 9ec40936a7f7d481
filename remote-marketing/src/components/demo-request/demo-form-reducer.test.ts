import { demoFormReducer, initialDemoForm, type DemoFormState } from './demo-form-reducer';
import type { DemoFormValues } from './demo-form-rules';

const filled: DemoFormValues = {
  firstName: 'Anna',
  lastName: 'Smith',
  jobTitle: 'IT_MANAGER',
  businessEmail: 'anna@example.co.uk',
  areaCode: '+44',
  areaName: 'United Kingdom +44',
  contactNo: '2071234567',
  interestedProduct: ['DIGITAL_TRADE', 'DOC_CHECK'],
  companyName: 'Smith Imports',
  businessType: 'E_COMMERCE',
  country: 'United Kingdom',
};
const ready: DemoFormState = { ...initialDemoForm(), values: filled };
const waiting = demoFormReducer(ready, { type: 'submit' });

describe('demo form state machine (init, wait, succ)', () => {
  describe('opening', () => {
    it('starts in init with an empty form', () => {
      expect(initialDemoForm()).toEqual({ status: 'init', values: expect.objectContaining({ firstName: '', interestedProduct: [] }), errors: {}, attempt: 0, failed: false });
    });

    it('presets interestedProduct when opened for a product', () => {
      expect(initialDemoForm('INTERNATIONAL_TRADE').values.interestedProduct).toEqual(['INTERNATIONAL_TRADE']);
    });

    it('opening again starts a fresh form, preset for the new product, and keeps counting attempts', () => {
      const received = demoFormReducer(waiting, { type: 'succeeded', attempt: 1 });
      expect(demoFormReducer(received, { type: 'open', product: 'GO_EARLY' })).toEqual({ ...initialDemoForm('GO_EARLY'), attempt: 1 });
      expect(demoFormReducer(ready, { type: 'open' }).values.interestedProduct).toEqual([]);
    });
  });

  describe('init → wait', () => {
    it('a valid submit moves to wait and numbers the attempt', () => {
      expect(waiting).toMatchObject({ status: 'wait', values: filled, errors: {}, attempt: 1, failed: false });
    });

    it('an invalid submit stays in init and shows every broken rule', () => {
      const next = demoFormReducer(initialDemoForm(), { type: 'submit' });
      expect(next.status).toBe('init');
      expect(next.attempt).toBe(0);
      expect(next.errors.firstName).toEqual({ kind: 'rule', key: 'demo.fields.firstName.placeholder' });
      expect(next.errors.businessEmail).toEqual({ kind: 'rule', key: 'demo.errors.email' });
      expect(next.errors.contactNo).toEqual({ kind: 'rule', key: 'demo.errors.contactNo' });
      expect(Object.keys(next.errors)).toHaveLength(10);
    });

    it('a second submit is ignored unless in init', () => {
      expect(demoFormReducer(waiting, { type: 'submit' })).toBe(waiting);
      const received = demoFormReducer(waiting, { type: 'succeeded', attempt: 1 });
      expect(demoFormReducer(received, { type: 'submit' })).toBe(received);
    });
  });

  describe('wait → succ', () => {
    it("code '200' for the current attempt moves to succ", () => {
      expect(demoFormReducer(waiting, { type: 'succeeded', attempt: 1 }).status).toBe('succ');
    });

    it('an answer to another attempt, or outside wait, changes nothing', () => {
      expect(demoFormReducer(waiting, { type: 'succeeded', attempt: 0 })).toBe(waiting);
      expect(demoFormReducer(ready, { type: 'succeeded', attempt: 0 })).toBe(ready);
    });
  });

  describe('wait → init on failure', () => {
    it('returns to init keeping everything typed', () => {
      const next = demoFormReducer(waiting, { type: 'failed', attempt: 1 });
      expect(next).toMatchObject({ status: 'init', values: filled, errors: {}, failed: true });
    });

    it('puts the server message on the field a validation answer names', () => {
      const next = demoFormReducer(waiting, { type: 'failed', attempt: 1, field: 'businessEmail', message: 'Email format error' });
      expect(next.errors).toEqual({ businessEmail: { kind: 'server', message: 'Email format error' } });
    });

    it('ignores a field it does not know', () => {
      expect(demoFormReducer(waiting, { type: 'failed', attempt: 1, field: 'createBy', message: 'x' }).errors).toEqual({});
    });

    it('ignores a failure of another attempt or outside wait', () => {
      expect(demoFormReducer(waiting, { type: 'failed', attempt: 7 })).toBe(waiting);
      expect(demoFormReducer(ready, { type: 'failed', attempt: 0 })).toBe(ready);
    });

    it('can be submitted again, as a new attempt', () => {
      const again = demoFormReducer(demoFormReducer(waiting, { type: 'failed', attempt: 1 }), { type: 'submit' });
      expect(again).toMatchObject({ status: 'wait', attempt: 2, failed: false });
    });
  });

  describe('close', () => {
    it.each([
      ['init', ready],
      ['wait', waiting],
      ['succ', demoFormReducer(waiting, { type: 'succeeded', attempt: 1 })],
    ])('from %s resets to init and clears the form', (_status, state) => {
      const closed = demoFormReducer(state, { type: 'close' });
      expect(closed).toEqual({ ...initialDemoForm(), attempt: state.attempt });
    });

    it('drops the answer of a submission still on its way when the drawer closed', () => {
      const closed = demoFormReducer(waiting, { type: 'close' });
      const resent = demoFormReducer({ ...closed, values: filled }, { type: 'submit' });
      expect(resent.attempt).toBe(2);
      expect(demoFormReducer(resent, { type: 'succeeded', attempt: 1 })).toBe(resent);
    });
  });

  describe('change and blur', () => {
    it.each(['jobTitle', 'businessType', 'country'] as const)('%s is validated on change', (field) => {
      const chosen = demoFormReducer(initialDemoForm(), { type: 'change', field, value: 'X' });
      expect(chosen.errors[field]).toBeUndefined();
      const cleared = demoFormReducer(chosen, { type: 'change', field, value: '' });
      expect(cleared.errors[field]).toEqual({ kind: 'rule', key: `demo.fields.${field}.placeholder` });
      expect(demoFormReducer(cleared, { type: 'blur', field })).toBe(cleared);
    });

    it('areaCode is validated on change and fills areaName', () => {
      const picked = demoFormReducer(initialDemoForm(), { type: 'change', field: 'areaCode', value: { areaCode: '+65', areaName: 'Singapore +65' } });
      expect(picked.values).toMatchObject({ areaCode: '+65', areaName: 'Singapore +65' });
      const cleared = demoFormReducer(picked, { type: 'change', field: 'areaCode', value: { areaCode: '', areaName: '' } });
      expect(cleared.values.areaName).toBe('');
      expect(cleared.errors.areaCode).toEqual({ kind: 'rule', key: 'demo.fields.areaCode.placeholder' });
    });

    it('interestedProduct is validated on change', () => {
      const preset = initialDemoForm('IDD');
      const none = demoFormReducer(preset, { type: 'change', field: 'interestedProduct', value: [] });
      expect(none.errors.interestedProduct).toEqual({ kind: 'rule', key: 'demo.fields.interestedProduct.placeholder' });
      expect(demoFormReducer(none, { type: 'change', field: 'interestedProduct', value: ['IDD'] }).errors.interestedProduct).toBeUndefined();
    });

    it.each([
      ['firstName', '', 'demo.fields.firstName.placeholder'],
      ['lastName', ' ', 'demo.fields.lastName.placeholder'],
      ['companyName', '', 'demo.fields.companyName.placeholder'],
      ['businessEmail', 'anna@', 'demo.errors.email'],
      ['contactNo', '207 123', 'demo.errors.contactNo'],
    ] as const)('%s is validated on blur, not while typing', (field, value, key) => {
      const typed = demoFormReducer(initialDemoForm(), { type: 'change', field, value });
      expect(typed.errors[field]).toBeUndefined();
      expect(demoFormReducer(typed, { type: 'blur', field }).errors[field]).toEqual({ kind: 'rule', key });
    });

    it('a typed field showing a message is checked again as it is corrected', () => {
      const blurred = demoFormReducer(demoFormReducer(initialDemoForm(), { type: 'change', field: 'businessEmail', value: 'anna' }), { type: 'blur', field: 'businessEmail' });
      const still = demoFormReducer(blurred, { type: 'change', field: 'businessEmail', value: 'anna@' });
      expect(still.errors.businessEmail).toEqual({ kind: 'rule', key: 'demo.errors.email' });
      expect(demoFormReducer(still, { type: 'change', field: 'businessEmail', value: 'anna@example.com' }).errors.businessEmail).toBeUndefined();
    });

    it('a server message on a field goes when the field is corrected', () => {
      const failed = demoFormReducer(waiting, { type: 'failed', attempt: 1, field: 'contactNo', message: 'Too long' });
      expect(demoFormReducer(failed, { type: 'change', field: 'contactNo', value: '2071234' }).errors.contactNo).toBeUndefined();
    });

    it('values do not change while sending or after success', () => {
      expect(demoFormReducer(waiting, { type: 'change', field: 'firstName', value: 'Bob' })).toBe(waiting);
      expect(demoFormReducer(waiting, { type: 'blur', field: 'firstName' })).toBe(waiting);
    });
  });
});
