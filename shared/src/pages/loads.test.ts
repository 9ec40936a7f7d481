import { browserMemo, settle } from './loads';

describe("a page's loads", () => {
  it('turn a failure into data the page renders with Retry', async () => {
    await expect(settle(Promise.resolve(['HK']))).resolves.toEqual({ ok: true, data: ['HK'] });
    await expect(settle(Promise.reject(new Error('down')))).resolves.toEqual({ ok: false });
  });

  it('ask once per key while the page lives, and again after a failure', async () => {
    const memo = browserMemo<string, string[]>();
    const load = jest.fn<Promise<string[]>, []>().mockRejectedValueOnce(new Error('down')).mockResolvedValue(['HK', 'SG']);
    await expect(memo.get('en_us', load)).rejects.toThrow('down');
    expect(memo.peek('en_us')).toBeUndefined();
    await expect(Promise.all([memo.get('en_us', load), memo.get('en_us', load)])).resolves.toEqual([['HK', 'SG'], ['HK', 'SG']]);
    expect(load).toHaveBeenCalledTimes(2);
    expect(memo.peek('en_us')).toEqual(['HK', 'SG']);
    memo.clear();
    expect(memo.peek('en_us')).toBeUndefined();
  });
});
