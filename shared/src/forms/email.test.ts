import { EMAIL_PATTERN } from './email';

describe('EMAIL_PATTERN, the site\'s email rule', () => {
  it.each(['anna@example.com', 'li.wei+trade@mail.example.com.cn', '陈@例子.公司'])('accepts %s', (address) => {
    expect(EMAIL_PATTERN.test(address)).toBe(true);
  });

  it.each(['anna', 'anna@example', 'anna@@example.com', 'anna @example.com', 'anna@example..com', 'anna@.example.com', 'anna@example.com.'])('refuses %s', (address) => {
    expect(EMAIL_PATTERN.test(address)).toBe(false);
  });

  it('refuses a 60 KB run of labels that ends in a space, the input that once held a pattern for seconds', () => {
    expect(EMAIL_PATTERN.test(`a@${'a.'.repeat(30_000)}a `)).toBe(false);
    expect(EMAIL_PATTERN.test(`a@${'a.'.repeat(30_000)}a`)).toBe(true);
  });
});
