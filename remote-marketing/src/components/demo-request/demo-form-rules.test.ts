import { CONTACT_NO_ERROR, EMAIL_ERROR, type DemoFormValues, placeholderKey, validateDemoField, validateDemoForm } from './demo-form-rules';

const valid: DemoFormValues = {
  firstName: 'Mei',
  lastName: 'Chan',
  jobTitle: 'GENERAL_MANAGER',
  businessEmail: 'mei.chan@example.com',
  areaCode: '+852',
  areaName: 'Hong Kong +852',
  contactNo: '91234567',
  interestedProduct: ['PAYMENT_FX'],
  companyName: 'Harbour Trading Ltd',
  businessType: 'PRIVATE_COMPANY',
  country: 'Hong Kong',
};
const check = (patch: Partial<DemoFormValues>, field: Parameters<typeof validateDemoField>[0]) => validateDemoField(field, { ...valid, ...patch });

describe('demo form rules', () => {
  it('accepts a complete, valid form', () => {
    expect(validateDemoForm(valid)).toEqual({});
  });

  it.each(['firstName', 'lastName', 'companyName'] as const)('%s: empty or blank reads its own placeholder', (field) => {
    expect(check({ [field]: '' }, field)).toBe(placeholderKey(field));
    expect(check({ [field]: '   ' }, field)).toBe(placeholderKey(field));
    expect(placeholderKey(field)).toBe(`demo.fields.${field}.placeholder`);
  });

  it.each(['jobTitle', 'areaCode', 'businessType', 'country'] as const)('%s: must be chosen, else its placeholder', (field) => {
    expect(check({ [field]: '' }, field)).toBe(placeholderKey(field));
    expect(check({}, field)).toBeUndefined();
  });

  it('interestedProduct: at least one product, else its placeholder', () => {
    expect(check({ interestedProduct: [] }, 'interestedProduct')).toBe('demo.fields.interestedProduct.placeholder');
    expect(check({ interestedProduct: ['DIGITAL_TRADE', 'DOC_CHECK'] }, 'interestedProduct')).toBeUndefined();
  });

  it.each(['', 'mei', 'mei@', 'mei@example', '@example.com', 'mei chan@example.com', 'mei@exa mple.com'])('businessEmail %j: Email format error', (email) => {
    expect(check({ businessEmail: email }, 'businessEmail')).toBe(EMAIL_ERROR);
  });

  it('businessEmail: a basic address passes, one over 255 characters does not', () => {
    expect(check({ businessEmail: 'a.b-c+d@sub.example.co.uk' }, 'businessEmail')).toBeUndefined();
    const at255 = `${'a'.repeat(243)}@example.com`;
    expect(at255).toHaveLength(255);
    expect(check({ businessEmail: at255 }, 'businessEmail')).toBeUndefined();
    expect(check({ businessEmail: `a${at255}` }, 'businessEmail')).toBe(EMAIL_ERROR);
  });

  it.each(['', '9123 4567', '+85291234567', '9123-4567', 'abc', '１２３'])('contactNo %j: Mobile phone number format error', (contactNo) => {
    expect(check({ contactNo }, 'contactNo')).toBe(CONTACT_NO_ERROR);
  });

  it('contactNo: digits only, at most 20', () => {
    expect(check({ contactNo: '1'.repeat(20) }, 'contactNo')).toBeUndefined();
    expect(check({ contactNo: '1'.repeat(21) }, 'contactNo')).toBe(CONTACT_NO_ERROR);
  });

  it('lists every broken rule of an empty form, in the order of the form', () => {
    const empty: DemoFormValues = { ...valid, firstName: '', lastName: '', jobTitle: '', businessEmail: '', areaCode: '', areaName: '', contactNo: '', interestedProduct: [], companyName: '', businessType: '', country: '' };
    expect(Object.keys(validateDemoForm(empty))).toEqual([
      'firstName', 'lastName', 'jobTitle', 'businessEmail', 'areaCode', 'contactNo', 'interestedProduct', 'companyName', 'businessType', 'country',
    ]);
  });
});
