import fc from 'fast-check';
import { createFold, processTerm, segmentHan, tokenize, tokenizeWithOffsets } from './tokenizer';

describe('tokenizer', () => {
  it('keeps latin words whole, in lower case', () => {
    expect(tokenize('Create a Payout, then convert-currency')).toEqual(['create', 'a', 'payout', 'then', 'convert', 'currency']);
  });

  it('keeps versions and amounts as one token', () => {
    expect(tokenize('version 8.0.10, at least USD 5,000')).toEqual(['version', '8.0.10', 'at', 'least', 'usd', '5,000']);
  });

  it('splits a run of Chinese characters into overlapping bigrams', () => {
    expect(tokenize('付款状态')).toEqual(['付款', '款状', '状态']);
    expect(tokenize('查看付款')).toContain('付款');
  });

  it('keeps a single Chinese character as itself and separates Chinese from latin', () => {
    expect(tokenize('在KYC审核')).toEqual(['在', 'kyc', '审核']);
  });

  it('gives each token its position in the original text', () => {
    const text = 'Maker 创建付款';
    for (const token of tokenizeWithOffsets(text)) expect(text.slice(token.start, token.end).toLowerCase()).toBe(token.term);
  });

  it('drops English stop words at index and query time', () => {
    expect(processTerm('the')).toBeNull();
    expect(processTerm('payout')).toBe('payout');
    expect(processTerm('付款')).toBe('付款');
  });

  it('folds Traditional characters to the Simplified form the table names, keeping every offset', () => {
    const fold = createFold('現现帳账');
    expect(fold('提現帳戶')).toBe('提现账戶');
    expect(fold('提現').length).toBe(2);
    expect(tokenize(fold('提現'))).toEqual(tokenize('提现'));
  });

  it('splits a typed Chinese sentence into words, known words first, question words out', () => {
    expect(segmentHan('怎么修改支付密码')).toEqual(['修改', '支付', '密码']);
    expect(segmentHan('点样提现', (word) => word === '提现')).toEqual(['提现']);
    expect(segmentHan('如何')).toEqual(['如何']);
  });
});

describe('tokenize (every query, every keystroke)', () => {
  // Latin, numbers with separators, Chinese (a Han numeral and a character outside the BMP too), an astral letter, a combining mark.
  const text = fc.array(fc.constantFrom('a', 'B', 'kg', '8', '.', ',', ' ', '-', '付', '款', '状', '〇', '\u{20000}', '\u{1D400}', 'e\u0301', '帳'), { maxLength: 30 }).map((parts) => parts.join(''));

  it('gives the terms of tokenizeWithOffsets, without the offsets', () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(tokenize(value)).toEqual(tokenizeWithOffsets(value).map((token) => token.term));
      }),
      { seed: 16, numRuns: 1000 },
    );
  });
});

describe('segmentHan (one character)', () => {
  it('keeps one character as the word, a question word too', () => {
    expect(segmentHan('审')).toEqual(['审']);
    expect(segmentHan('的')).toEqual(['的']);
    expect(segmentHan('\u{20000}')).toEqual(['\u{20000}']);
  });
});
