import { isValidUsci, usciCheckCharacter } from './usci';

describe('unified social credit code (GB 32100-2015)', () => {
  // Codes printed on the business licences of well-known companies, all public.
  it.each(['914403001922038216', '9144030071526726XG', '91330100716105852F', '91110000802100433B'])(
    'accepts the real code %s',
    (code) => {
      expect(isValidUsci(code)).toBe(true);
    },
  );

  it('computes the check character modulo 31 over the first 17 characters', () => {
    expect(usciCheckCharacter('91440300192203821')).toBe('6');
    expect(usciCheckCharacter('9144030071526726X')).toBe('G');
  });

  it('accepts lower case, as a visitor may type it', () => {
    expect(isValidUsci('9144030071526726xg')).toBe(true);
  });

  it('rejects a wrong check character', () => {
    expect(isValidUsci('914403001922038217')).toBe(false);
    expect(isValidUsci('9144030071526726XH')).toBe(false);
  });

  it.each([
    ['too short', '91440300192203821'],
    ['too long', '9144030019220382160'],
    ['a letter the alphabet leaves out (I)', '91440300192203821I'],
    ['a letter in the division code', '9144A300192203821' + '6'],
    ['a space', '91440300 192203821'],
    ['empty', ''],
  ])('rejects a code that is %s', (_case, code) => {
    expect(isValidUsci(code)).toBe(false);
  });
});
