import fc from 'fast-check';
import { tokenizeWithOffsets } from './tokenizer';
import { createIndex, highlight, indexText, loadIndex, matchPositions, searchDocs, snippet, warmUp, type MatchText, type SearchDoc } from './search';

const doc = (id: string, title: string, text: string, extra: Partial<SearchDoc> = {}): SearchDoc => ({
  id,
  title,
  headings: '',
  text,
  tags: '',
  categories: 'User Guide / Payment',
  ...extra,
});

const docs: SearchDoc[] = [
  doc('create-a-payout', '创建付款', '付款提交后，您可以在交易记录中按日期或状态查看付款状态。复核人审批后付款才会确认。'),
  doc('convert-currency', '货币兑换', '汇率锁定二十五秒，请在倒计时结束前确认兑换。兑换不成功时，买入币种余额不变。'),
  doc('role-management', 'Manage roles', 'System roles Admin, Maker and Checker cannot be edited. A role with no operation ticked is view only.'),
  doc('user-management', 'User management', 'Each user has an email, a role and an enabled or disabled status. A payout needs a Maker and a Checker.'),
];

describe('searchDocs', () => {
  const index = loadIndex(JSON.stringify(createIndex(docs)));

  it('answers a query typed keystroke by keystroke, after the warm-up, as a fresh index does', () => {
    const typed = loadIndex(JSON.stringify(createIndex(docs)));
    warmUp(typed);
    for (const query of ['maker checker', 'maker email', '付款 状态', 'payout maker']) {
      for (let i = 1; i <= query.length; i += 1) searchDocs(typed, query.slice(0, i));
      const fresh = loadIndex(JSON.stringify(createIndex(docs)));
      expect(searchDocs(typed, query)).toEqual(searchDocs(fresh, query));
      expect(searchDocs(typed, query).length).toBeGreaterThan(0);
    }
  });

  it('finds a Chinese word inside a sentence (the default tokenizer cannot)', () => {
    const hits = searchDocs(index, '倒计时');
    expect(hits.map((hit) => hit.name)).toEqual(['convert-currency']);
    const names = searchDocs(index, '状态').map((hit) => hit.name);
    expect(names).toContain('create-a-payout');
  });

  it('ranks a title match above a match in the text', () => {
    expect(searchDocs(index, 'roles')[0]?.name).toBe('role-management');
    expect(searchDocs(index, '付款')[0]?.name).toBe('create-a-payout');
  });

  it('ranks articles holding every term above those holding some, and completes the last one as a prefix', () => {
    expect(searchDocs(index, 'maker check').map((hit) => hit.name).sort()).toEqual(['role-management', 'user-management']);
    expect(searchDocs(index, 'maker email').map((hit) => hit.name)).toEqual(['user-management', 'role-management']);
    // The last word completes only while it is typed; one letter more waits for the next.
    expect(searchDocs(index, 'edit').map((hit) => hit.name)).toEqual(['role-management']);
    expect(searchDocs(index, 'email e').map((hit) => hit.name)).toEqual(['user-management']);
  });

  it('puts the exact phrase above articles that hold the words apart, even when one is in a title', () => {
    const phraseIndex = createIndex([
      doc('marketplace-payment-data', 'Provide marketplace payment data', 'Upload reports. A report must not be password-protected.'),
      doc('create-a-payout', 'Create a payout', 'Enter your payment password and submit. Your payment password is not your login password.'),
    ]);
    expect(searchDocs(phraseIndex, 'payment password').map((hit) => hit.name)).toEqual(['create-a-payout', 'marketplace-payment-data']);
    // Words side by side count even with typos forgiven (proximity).
    expect(searchDocs(phraseIndex, 'paymnt pasword')[0]?.name).toBe('create-a-payout');
  });

  it('forgives a typo in a longer latin word', () => {
    expect(searchDocs(index, 'dissabled')[0]?.name).toBe('user-management');
  });

  it('returns a snippet with the match marked, and nothing for an empty query', () => {
    const [hit] = searchDocs(index, '余额');
    expect(hit?.snippet.filter((segment) => segment.mark).map((segment) => segment.text)).toEqual(['余额']);
    expect(hit?.title.every((segment) => !segment.mark)).toBe(true);
    expect(searchDocs(index, '   ')).toEqual([]);
  });

  it('returns the first articles of the whole ranking, whatever the limit', () => {
    // The article holding both words is among the last to score for the first word, so it moves up past others.
    const ranking = createIndex([
      doc('alpha-guide', 'Alpha guide', 'Alpha alpha alpha.'),
      doc('alpha-notes', 'Notes', 'Alpha and more alpha.'),
      doc('both', 'Other', 'Some text with alpha, then beta.'),
      doc('beta-only', 'Beta', 'Beta.'),
    ]);
    for (const [where, query] of [[ranking, 'alpha beta'], [ranking, 'beta alpha'], [index, 'maker'], [index, 'ma'], [index, '付款'], [index, 'payout maker']] as const) {
      const all = searchDocs(where, query, 100);
      for (let limit = 0; limit <= all.length; limit += 1) expect(searchDocs(where, query, limit)).toEqual(all.slice(0, limit));
    }
    expect(searchDocs(ranking, 'alpha beta', 100).map((hit) => hit.name)[0]).toBe('both');
  });

  it('marks the title when the title matches', () => {
    const [hit] = searchDocs(index, 'manage');
    expect(hit?.title).toEqual([
      { text: 'Manage', mark: true },
      { text: ' roles', mark: false },
    ]);
  });
});

describe('a swapped letter', () => {
  const swapDocs = [
    doc('create-a-payout', 'Create a payout', 'Choose the recipient, enter the amount and submit the payout for approval.'),
    doc('payout-status', 'Track a payment', 'Each payout shows its status: pending, approved or paid.'),
    doc('convert-currency', 'Convert currency', 'An FX quote is fixed for 25 seconds. Sign the quote to convert.'),
    doc('singapore-account', 'Open an account', 'Sing the praises of a local account in Singapore.'),
  ];
  const swapIndex = loadIndex(JSON.stringify(createIndex(swapDocs)));
  const names = (query: string) => searchDocs(swapIndex, query).map((hit) => hit.name);

  it('answers alike from the index the content build makes and from the one the page loads', () => {
    const built = createIndex(swapDocs);
    for (const query of ['payuot', 'sing ', 'fxi']) expect(searchDocs(built, query)).toEqual(searchDocs(swapIndex, query));
  });

  it('finds the payout articles from "payuot", whether still typed or complete, the one titled so first', () => {
    for (const query of ['payuot', 'payuot ', 'create a payuot']) {
      expect(names(query)[0]).toBe('create-a-payout');
      expect(names(query)).toContain('payout-status');
    }
    const [hit] = searchDocs(swapIndex, 'payuot');
    expect(hit?.title.filter((segment) => segment.mark).map((segment) => segment.text)).toEqual(['payout']);
  });

  it('counts a swap as one typo: an article holding the word as typed still comes first', () => {
    expect(names('sign ')).toEqual(['convert-currency', 'singapore-account']);
    expect(names('sing ')).toEqual(['singapore-account', 'convert-currency']);
  });

  it('forgives no typo in a word of three letters or fewer, and only one in a word under eight letters', () => {
    expect(names('fxi')).toEqual([]);
    expect(names('fxi ')).toEqual([]);
    expect(names('xf')).toEqual([]);
    // Two swaps in six letters.
    expect(names('apyuot ')).toEqual([]);
  });
});

describe('Chinese recall: one script, synonyms, words', () => {
  const index = loadIndex(
    JSON.stringify(
      createIndex(
        [
          doc('create-a-payout', '创建付款', '选择付款账户，输入支付密码后提交付款。'),
          doc('convert-currency', '货币兑换', '汇率锁定二十五秒，请在倒计时结束前确认兑换。'),
          doc('user-management', '用户管理', '停用用户后，该用户无法登录。'),
        ],
        // As the content build writes them: variant → reading, and the docs team's synonym groups.
        { folding: '現现帳账賬账戶户碼码兌兑換换匯汇', synonyms: [['付款', '提现', '汇款'], ['兑换', '换汇']] },
      ),
    ),
  );
  const first = (query: string) => searchDocs(index, query)[0]?.name;

  it('finds Simplified text from a Traditional query, and 帳/賬 alike', () => {
    expect(first('支付密碼')).toBe('create-a-payout');
    expect(first('帳戶')).toBe('create-a-payout');
    expect(first('賬戶')).toBe('create-a-payout');
    expect(first('貨幣兌換')).toBe('convert-currency');
  });

  it('finds an article through a synonym of its word, in either script', () => {
    expect(first('提现')).toBe('create-a-payout');
    expect(first('提現')).toBe('create-a-payout');
    expect(first('換匯')).toBe('convert-currency');
  });

  it('reads a typed sentence as words: question words are left out, each word may match', () => {
    expect(first('如何提现')).toBe('create-a-payout');
    expect(first('怎么停用用户')).toBe('user-management');
    expect(searchDocs(index, '用户密码').map((hit) => hit.name).sort()).toEqual(['create-a-payout', 'user-management']);
  });

  it('marks the words as written in a Traditional query', () => {
    const hit = searchDocs(index, '支付密碼')[0];
    expect(hit?.snippet.filter((segment) => segment.mark).map((segment) => segment.text)).toEqual(['支付密码']);
  });
});

describe('snippet', () => {
  const long = `${'Intro text. '.repeat(30)}Before the countdown ends, confirm the conversion. ${'More text. '.repeat(30)}`;

  it('cuts a window around the match with ellipses, from the match positions', () => {
    const segments = snippet(long, new Set(['countdown']));
    expect(segments[0]).toEqual({ text: '…', mark: false });
    expect(segments[segments.length - 1]).toEqual({ text: '…', mark: false });
    expect(segments.find((segment) => segment.mark)?.text).toBe('countdown');
    expect(segments.map((segment) => segment.text).join('').length).toBeLessThan(160);
  });

  it('marks whole latin words only, and joins overlapping Chinese bigrams into one mark', () => {
    expect(snippet('Makers and a maker', new Set(['maker'])).filter((s) => s.mark)).toEqual([{ text: 'maker', mark: true }]);
    expect(snippet('请确认付款状态', new Set(['付款', '款状', '状态'])).filter((s) => s.mark)).toEqual([{ text: '付款状态', mark: true }]);
  });

  it('prefers the window holding the most different terms', () => {
    const text = `付款${'。'.repeat(200)}付款密码在这里`;
    const marked = snippet(text, new Set(['付款', '款密', '密码'])).filter((s) => s.mark);
    expect(marked).toEqual([{ text: '付款密码', mark: true }]);
  });
});

describe('snippet window end', () => {
  it('never cuts a match in two', () => {
    // The window opens on the first match and would end three characters into the second.
    const text = `countdown${' x'.repeat(64)} countdown ends`;
    const marked = snippet(text, new Set(['countdown'])).filter((segment) => segment.mark);
    expect(marked.map((segment) => segment.text)).toEqual(['countdown', 'countdown']);
  });
});

describe('match positions read from the warm-up (indexText)', () => {
  // Text where a scan and the tokenizer can disagree: numbers with separators next to letters,
  // single Chinese characters, a Han numeral, characters outside the BMP, a combining mark.
  const piece = fc.constantFrom('pay', 'Payment', 'kg', '1.5', '8.0.10', '5,000', ' ', '. ', '-', '付', '付款', '款', '状态', '〇', '\u{20000}', '\u{1D400}', 'e\u0301', 'x');
  const text = fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join(''));
  const withTerms = text.chain((value) => {
    const lower = value.toLowerCase();
    const candidates = [...new Set([...tokenizeWithOffsets(lower).map((token) => token.term), 'pay', 'kg', '1', '5', '8.0.10', '付', '付款', '款状', '付款状', '〇', 'e\u0301'])];
    return fc.tuple(fc.constant(value), fc.uniqueArray(fc.constantFrom(...candidates), { minLength: 1, maxLength: 12 }));
  });

  it('finds every term where the scan of the text finds it, for a few terms and for many', () => {
    fc.assert(
      fc.property(withTerms, ([value, terms]) => {
        const indexed: MatchText = { lower: value.toLowerCase() };
        indexText(indexed, value);
        const set = new Set(terms);
        expect(matchPositions(value, set, indexed)).toEqual(matchPositions(value, set, { lower: value.toLowerCase() }));
        expect(snippet(value, set, indexed)).toEqual(snippet(value, set));
        expect(highlight(value, set, indexed)).toEqual(highlight(value, set));
      }),
      { seed: 16, numRuns: 2000 },
    );
  });

  it('answers as an index without the warm-up, keystroke by keystroke, on such text', () => {
    const edgeDocs = [
      doc('units', 'Weights in kg', 'Each parcel weighs 1.5kg or 2,5kg; the extension v8.0.10beta reads kg and KG alike.'),
      doc('single-characters', '付款〇', '付 款 付款状态：〇一二 付。款项'),
      doc('outside-bmp', 'Rare \u{20000} names', 'The name \u{20000}付款 and \u{1D400}pay are rare; payment by pay.'),
    ];
    const warmed = loadIndex(JSON.stringify(createIndex(edgeDocs)));
    warmUp(warmed);
    const fresh = loadIndex(JSON.stringify(createIndex(edgeDocs)));
    for (const query of ['kg', 'pay', 'payment kg', '1.5kg', 'v8.0.10beta', '8.0.10', '付', '付款', '款', '〇', '付款 pay', 'rare names']) {
      for (let i = 1; i <= query.length; i += 1) expect(searchDocs(warmed, query.slice(0, i))).toEqual(searchDocs(fresh, query.slice(0, i)));
    }
    expect(searchDocs(warmed, 'kg').length).toBeGreaterThan(0);
    expect(searchDocs(warmed, '付款').length).toBeGreaterThan(0);
  });
});
