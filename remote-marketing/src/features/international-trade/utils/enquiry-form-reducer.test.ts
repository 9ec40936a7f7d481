import { enquiryFormReducer, initialEnquiryForm, type EnquiryFormState } from './enquiry-form-reducer';
import type { EnquiryValues } from './enquiry-rules';

const valid: EnquiryValues = {
  companyName: 'Shenzhen Export Co',
  usci: '91440300MA5FUTUE1Y',
  contactPerson: 'Zhang Wei',
  contactNo: '13800138000',
  businessEmail: 'zhang.wei@example.cn',
  mainBusiness: 'Consumer electronics export',
  quarterlyFxAmountCny: '12,000,000',
  city: 'Shenzhen',
  establishmentYears: '6',
  businessType: 'PRIVATE_COMPANY',
};
const ready: EnquiryFormState = { ...initialEnquiryForm(), values: valid };
const sending = enquiryFormReducer(ready, { type: 'submit' });

describe('enquiry form', () => {
  it('does not flag a field that was only tabbed past', () => {
    expect(enquiryFormReducer(initialEnquiryForm(), { type: 'blur', field: 'city' }).errors).toEqual({});
  });

  it('checks a typed field on blur, not while typing', () => {
    const typed = enquiryFormReducer(initialEnquiryForm(), { type: 'change', field: 'usci', value: '91440300MA5FUTUE1X' });
    expect(typed.errors).toEqual({});
    expect(enquiryFormReducer(typed, { type: 'blur', field: 'usci' }).errors.usci).toEqual({ kind: 'rule', key: 'enquiry.fields.usci.errors.check' });
  });

  it('checks a field again as it is corrected', () => {
    const typed = enquiryFormReducer(initialEnquiryForm(), { type: 'change', field: 'establishmentYears', value: '2.5' });
    const flagged = enquiryFormReducer(typed, { type: 'blur', field: 'establishmentYears' });
    expect(flagged.errors.establishmentYears).toEqual({ kind: 'rule', key: 'enquiry.fields.establishmentYears.errors.whole' });
    expect(enquiryFormReducer(flagged, { type: 'change', field: 'establishmentYears', value: '2' }).errors.establishmentYears).toBeUndefined();
  });

  it('checks the business type as soon as it changes', () => {
    const chosen = enquiryFormReducer(initialEnquiryForm(), { type: 'change', field: 'businessType', value: 'OTHERS' });
    expect(enquiryFormReducer(chosen, { type: 'change', field: 'businessType', value: '' }).errors.businessType).toEqual({
      kind: 'rule',
      key: 'enquiry.fields.businessType.errors.required',
    });
  });

  it('a submit with broken rules flags every field and stays editing', () => {
    const next = enquiryFormReducer(initialEnquiryForm(), { type: 'submit' });
    expect(next.status).toBe('editing');
    expect(Object.keys(next.errors)).toHaveLength(10);
    expect(next.failure).toEqual({ kind: 'invalid' });
  });

  it('a valid submit sends, once', () => {
    expect(sending).toMatchObject({ status: 'sending', attempt: 1, failure: null });
    expect(enquiryFormReducer(sending, { type: 'submit' })).toBe(sending);
    expect(enquiryFormReducer(sending, { type: 'change', field: 'city', value: 'x' })).toBe(sending);
  });

  it('success shows the thank-you state; reset starts an empty form', () => {
    const sent = enquiryFormReducer(sending, { type: 'succeeded', attempt: 1 });
    expect(sent.status).toBe('sent');
    expect(enquiryFormReducer(sent, { type: 'reset' })).toEqual(initialEnquiryForm(1));
  });

  it('a failed send keeps the input and says so, with the server message when there is one', () => {
    const failed = enquiryFormReducer(sending, { type: 'failed', attempt: 1, message: 'Too many requests' });
    expect(failed).toMatchObject({ status: 'editing', values: valid, failure: { kind: 'send', message: 'Too many requests' } });
  });

  it('a 400 naming a field shows the server message on that field', () => {
    const failed = enquiryFormReducer(sending, { type: 'failed', attempt: 1, field: 'usci', message: 'Invalid code' });
    expect(failed.errors).toEqual({ usci: { kind: 'server', message: 'Invalid code' } });
    expect(failed.values).toEqual(valid);
  });

  it('ignores answers to another send', () => {
    expect(enquiryFormReducer(sending, { type: 'succeeded', attempt: 0 })).toBe(sending);
    expect(enquiryFormReducer(sending, { type: 'failed', attempt: 0 })).toBe(sending);
  });
});
