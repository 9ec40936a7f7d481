import { EMPTY_ENQUIRY, ENQUIRY_FIELDS, type EnquiryValues, toEnquiryRequest, validateEnquiry, validateEnquiryField } from './enquiry-rules';

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
const check = (field: (typeof ENQUIRY_FIELDS)[number], value: string) => validateEnquiryField(field, { ...valid, [field]: value });

describe('International Trade enquiry rules', () => {
  it('accepts a complete, valid enquiry', () => {
    expect(validateEnquiry(valid)).toEqual({});
  });

  it('requires every field, each with its own message', () => {
    const errors = validateEnquiry(EMPTY_ENQUIRY);
    expect(Object.keys(errors)).toEqual([...ENQUIRY_FIELDS]);
    for (const field of ENQUIRY_FIELDS) expect(errors[field]).toBe(`enquiry.fields.${field}.errors.required`);
    expect(check('city', '   ')).toBe('enquiry.fields.city.errors.required');
  });

  it.each([
    ['91440300MA5FUTUE1', 'length'],
    ['91440300MA5FUTUO1Y', 'characters'],
    ['9144A300MA5FUTUE1Y', 'division'],
    ['91440300MA5FUTUE1X', 'check'],
  ])('usci %s: %s', (usci, rule) => {
    expect(check('usci', usci)).toBe(`enquiry.fields.usci.errors.${rule}`);
  });

  it('usci: valid codes pass, in any case and with spaces', () => {
    expect(check('usci', '914403001922038216')).toBeUndefined();
    expect(check('usci', '91440300 ma5futue1y')).toBeUndefined();
  });

  it.each(['138 0013 8000', '+8613800138000', '138-0013', 'phone', '1'.repeat(21)])('contactNo %j: digits only, at most 20', (contactNo) => {
    expect(check('contactNo', contactNo)).toBe('enquiry.fields.contactNo.errors.digits');
  });

  it('contactNo: 20 digits pass', () => {
    expect(check('contactNo', '1'.repeat(20))).toBeUndefined();
  });

  it.each(['zhang', 'zhang@', 'zhang@example', 'zh ang@example.cn', `${'a'.repeat(250)}@example.cn`])('businessEmail %j: format', (email) => {
    expect(check('businessEmail', email)).toBe('enquiry.fields.businessEmail.errors.format');
  });

  it.each([
    ['abc', 'format'],
    ['-5', 'format'],
    ['1.234', 'format'],
    ['0', 'positive'],
    ['0.00', 'positive'],
    ['1000000000001', 'max'],
  ])('quarterlyFxAmountCny %j: %s', (amount, rule) => {
    expect(check('quarterlyFxAmountCny', amount)).toBe(`enquiry.fields.quarterlyFxAmountCny.errors.${rule}`);
  });

  it('quarterlyFxAmountCny: a positive amount up to the ceiling passes', () => {
    expect(check('quarterlyFxAmountCny', '0.01')).toBeUndefined();
    expect(check('quarterlyFxAmountCny', '1,000,000,000,000')).toBeUndefined();
  });

  it.each([
    ['2.5', 'whole'],
    ['-1', 'whole'],
    ['ten', 'whole'],
    ['201', 'range'],
  ])('establishmentYears %j: %s', (years, rule) => {
    expect(check('establishmentYears', years)).toBe(`enquiry.fields.establishmentYears.errors.${rule}`);
  });

  it('establishmentYears: a whole number from 0 to 200 passes', () => {
    expect(check('establishmentYears', '0')).toBeUndefined();
    expect(check('establishmentYears', '200')).toBeUndefined();
  });

  it('builds the api body: trimmed, code normalized, numbers as numbers', () => {
    expect(toEnquiryRequest({ ...valid, usci: ' 91440300ma5futue1y', city: ' Shenzhen ' })).toEqual({
      companyName: 'Shenzhen Export Co',
      usci: '91440300MA5FUTUE1Y',
      contactPerson: 'Zhang Wei',
      contactNo: '13800138000',
      businessEmail: 'zhang.wei@example.cn',
      mainBusiness: 'Consumer electronics export',
      quarterlyFxAmountCny: 12_000_000,
      city: 'Shenzhen',
      establishmentYears: 6,
      businessType: 'PRIVATE_COMPANY',
    });
  });
});
