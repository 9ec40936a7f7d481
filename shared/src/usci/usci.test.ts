import { normalizeUsci, usciCheckCharacter, usciProblem } from './usci';

describe('unified social credit code (GB 32100-2015)', () => {
  it.each([
    '91440300MA5FUTUE1Y', // the api's example
    '914403001922038216', // Huawei Technologies Co., Ltd.
    '91330100799655058B', // Alibaba (China) Co., Ltd.
    '9144030071526726XG', // Shenzhen Tencent Computer Systems Co., Ltd.
  ])('accepts the valid code %s', (code) => {
    expect(usciProblem(code)).toBeUndefined();
  });

  it('computes the check character modulo 31', () => {
    expect(usciCheckCharacter('91440300MA5FUTUE1')).toBe('Y');
    expect(usciCheckCharacter('91440300192203821')).toBe('6');
    expect(usciCheckCharacter('9144030071526726X')).toBe('G');
    expect(usciCheckCharacter('9144030071526726I')).toBeUndefined();
  });

  it.each([
    ['91440300MA5FUTUE1X', 'check'],
    ['914403001922038217', 'check'],
    ['91440300MA5FUTEU1Y', 'check'], // two characters swapped
    ['91440300MA5FUTUE1', 'length'],
    ['91440300MA5FUTUE1YY', 'length'],
    ['', 'length'],
    ['91440300MA5FUTUO1Y', 'characters'], // O is not used
    ['91440300MA5FUTUI1Y', 'characters'], // nor I
    ['9144030-MA5FUTUE1Y', 'characters'],
    ['9144A300MA5FUTUE1Y', 'division'], // characters 3-8 are digits
  ] as const)('rejects %s (%s)', (code, problem) => {
    expect(usciProblem(code)).toBe(problem);
  });

  it('reads codes typed in lower case or with spaces', () => {
    expect(normalizeUsci(' 91440300ma5f utue1y ')).toBe('91440300MA5FUTUE1Y');
    expect(usciProblem(normalizeUsci('91440300ma5futue1y'))).toBeUndefined();
  });
});
