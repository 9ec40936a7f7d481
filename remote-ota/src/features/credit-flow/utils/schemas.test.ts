import { EMPTY_CONTACT, EMPTY_PLATFORMS, normalizePhone, validateContact, validatePlatforms, type ContactForm } from './schemas';

const contact: ContactForm = {
  companyName: ' Lotus Travel Ltd ',
  contactPerson: 'Li Na',
  businessEmail: 'li.na@example.com',
  country: 'Singapore',
  areaId: 'SG',
  areaCode: '+65',
  contactNo: '8123 4567',
};

describe('step 1 validation (contact information)', () => {
  it('accepts a complete step and gives the api request, trimmed, phone in digits', () => {
    expect(validateContact(contact)).toEqual({
      ok: true,
      request: { companyName: 'Lotus Travel Ltd', contactPerson: 'Li Na', businessEmail: 'li.na@example.com', country: 'Singapore', areaCode: '+65', contactNo: '81234567' },
    });
  });

  it('asks for every field of an empty form', () => {
    const result = validateContact(EMPTY_CONTACT);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      companyName: 'companyName.required',
      contactPerson: 'contactPerson.required',
      businessEmail: 'businessEmail.required',
      country: 'country.required',
      areaCode: 'areaCode.required',
      contactNo: 'contactNo.required',
    });
  });

  it('treats blanks as empty', () => {
    const result = validateContact({ ...contact, companyName: '   ', contactPerson: '\t' });
    expect(result.ok || result.errors).toMatchObject({ companyName: 'companyName.required', contactPerson: 'contactPerson.required' });
  });

  it.each([
    ['name@', 'businessEmail.invalid'],
    ['name@example', 'businessEmail.invalid'],
    ['na me@example.com', 'businessEmail.invalid'],
    [`${'a'.repeat(250)}@example.com`, 'businessEmail.tooLong'],
  ])('rejects the email %s', (businessEmail, key) => {
    const result = validateContact({ ...contact, businessEmail });
    expect(result.ok || result.errors.businessEmail).toBe(key);
  });

  it.each([
    ['9123-4567', true],
    ['(0)20 7946 0958', true],
    ['+852 9123 4567', 'contactNo.invalid'],
    ['91x3', 'contactNo.invalid'],
    ['123', 'contactNo.tooShort'],
    ['1'.repeat(21), 'contactNo.tooLong'],
  ])('phone number %s: digits only, 4 to 20 of them', (contactNo, expected) => {
    const result = validateContact({ ...contact, contactNo });
    expect(result.ok || result.errors.contactNo).toBe(expected);
  });

  it('needs an area code chosen from the list and limits the names to the api lengths', () => {
    const result = validateContact({ ...contact, areaCode: '852', companyName: 'x'.repeat(201), contactPerson: 'y'.repeat(51) });
    expect(result.ok || result.errors).toEqual({ areaCode: 'areaCode.required', companyName: 'companyName.tooLong', contactPerson: 'contactPerson.tooLong' });
  });

  it('normalizes what people type into a phone field', () => {
    expect(normalizePhone(' (852) 9123-4567. ')).toBe('85291234567');
  });
});

describe('step 2 validation (travel platforms)', () => {
  const platforms = { platforms: ['BOOKING_COM', 'AGODA'] as const, otherPlatform: '', annualBookingVolume: 'FROM_5M_TO_20M' as const, yearsOperating: ' 4 ' };

  it('accepts a complete step and sends years as a number, without a stale "other" name', () => {
    expect(validatePlatforms({ ...platforms, platforms: [...platforms.platforms], otherPlatform: 'Klook' })).toEqual({
      ok: true,
      request: { platforms: ['BOOKING_COM', 'AGODA'], annualBookingVolume: 'FROM_5M_TO_20M', yearsOperating: 4 },
    });
  });

  it('asks for at least one platform, a band and the years', () => {
    const result = validatePlatforms(EMPTY_PLATFORMS);
    expect(result.ok || result.errors).toEqual({
      platforms: 'platforms.required',
      annualBookingVolume: 'annualBookingVolume.required',
      yearsOperating: 'yearsOperating.required',
    });
  });

  it('asks for the name of the other platform when Other is chosen', () => {
    const result = validatePlatforms({ ...platforms, platforms: ['OTHER'], otherPlatform: '  ' });
    expect(result.ok || result.errors).toEqual({ otherPlatform: 'otherPlatform.required' });
    expect(validatePlatforms({ ...platforms, platforms: ['OTHER'], otherPlatform: ' Klook ' })).toMatchObject({
      ok: true,
      request: { platforms: ['OTHER'], otherPlatform: 'Klook' },
    });
  });

  it.each([
    ['0', true],
    ['4.5', 'yearsOperating.invalid'],
    ['-1', 'yearsOperating.invalid'],
    ['four', 'yearsOperating.invalid'],
    ['201', 'yearsOperating.tooLarge'],
  ])('years operating %s: whole years from 0 to 200', (yearsOperating, expected) => {
    const result = validatePlatforms({ ...platforms, platforms: ['AGODA'], yearsOperating });
    expect(result.ok || result.errors.yearsOperating).toBe(expected);
  });
});
