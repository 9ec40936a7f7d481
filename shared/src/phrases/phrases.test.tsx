import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { servedPhrasesHtml } from '@site/shared/parcel/server';
import { PhraseBookContext, takeServedPhrases, type PhraseBook } from './book';
import { localePhraseBook, modelPhrases } from './model';
import { Phrases } from './phrases';
import { KEEP_TOGETHER, LOCALE_PHRASES_KEY } from './split';

/** Whether a line could break between the characters of `word` somewhere in `pieces`. */
const splits = (pieces: string[], word: string): boolean => {
  const text = pieces.join('');
  const breaks = new Set(pieces.map((_, index) => pieces.slice(0, index).join('').length).slice(1));
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    for (let offset = 1; offset < word.length; offset += 1) if (breaks.has(at + offset)) return true;
  }
  return false;
};

/** The phrase spans of the first heading, as text. */
const phraseTexts = () => [...screen.getByRole('heading').children].map((phrase) => phrase.textContent);

describe("the server's phrases (BudouX)", () => {
  it('never breaks the micro-site headline inside 到账, in either script', () => {
    expect(modelPhrases('从单证到到账一站办理', 'zh-CN')).toEqual(['从单证到到账', '一站办理']);
    expect(splits(modelPhrases('出口退税，从单证到到账一站办理', 'zh-CN'), '到账')).toBe(false);
    expect(splits(modelPhrases('覆盖出口退税从单证到到账的每个环节。', 'zh-CN'), '到账')).toBe(false);
    expect(splits(modelPhrases('出口退稅，從單證到到賬一站辦理', 'zh-HK'), '到賬')).toBe(false);
    expect(splits(modelPhrases('出口退稅，從單證到到賬一站辦理', 'zh-HK'), '一站')).toBe(false);
  });

  it('breaks the headline after its comma or between its two halves, the punctuation kept at the end of its phrase', () => {
    expect(modelPhrases('出口退税，从单证到到账一站办理', 'zh-CN')).toEqual(['出口', '退税，', '从单证到到账', '一站办理']);
  });

  it('keeps the words a look at the site found cut: 更新日志, 更上一层楼, 平台', () => {
    expect(splits(modelPhrases('平台更新日志与新功能', 'zh-CN'), '更新')).toBe(false);
    expect(splits(modelPhrases('讓旅行社的營運資金更上一層樓', 'zh-HK'), '上一層樓')).toBe(false);
    expect(splits(modelPhrases('跨境電商平台的新功能', 'zh-HK'), '平台')).toBe(false);
  });

  it('never breaks inside a word of the language’s dictionary (Intl.Segmenter): 每個, 網上, 更上一层楼', () => {
    expect(splits(modelPhrases('從訂單到回款，每個環節都能融資', 'zh-HK'), '每個')).toBe(false);
    expect(splits(modelPhrases('OTA 融資：為網上旅行社提供授信', 'zh-HK'), '網上')).toBe(false);
    expect(splits(modelPhrases('准备好让店铺更上一层楼了吗？', 'zh-CN'), '更上')).toBe(false);
    expect(splits(modelPhrases('數據採集擴充功能 8.0.10：支援網上旅遊預訂平台', 'zh-HK'), '平台')).toBe(false);
  });

  it('keeps every character: the phrases join back into the text', () => {
    const text = '跨境贸易融资与支付，T+1 到账';
    expect(modelPhrases(text, 'zh-CN').join('')).toBe(text);
  });

  it('leaves English whole', () => {
    expect(modelPhrases('From documents to refund in one place', 'en')).toEqual(['From documents to refund in one place']);
  });
});

describe('Phrases', () => {
  const server = (): PhraseBook => ({ split: modelPhrases, record: new Map() });

  it('puts each phrase in a span of its own and reads as the whole heading', () => {
    render(
      <PhraseBookContext.Provider value={server()}>
        <h1>
          <Phrases lang="zh-CN">从单证到到账一站办理</Phrases>
        </h1>
      </PhraseBookContext.Provider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '从单证到到账一站办理' })).toBeInTheDocument();
    expect(phraseTexts()).toEqual(['从单证到到账', '一站办理']);
    for (const phrase of screen.getByRole('heading').children) expect(phrase).toHaveClass('phrase');
  });

  it('leaves English as it is', () => {
    expect(renderToString(<Phrases lang="en">From documents to refund in one place</Phrases>)).toBe('From documents to refund in one place');
  });

  it('renders in the browser, without a model, the spans the server sent with the page', () => {
    const book = server();
    const text = '出口退稅，從單證到到賬一站辦理';
    const html = renderToString(
      <PhraseBookContext.Provider value={book}>
        <Phrases lang="zh-HK">{text}</Phrases>
      </PhraseBookContext.Provider>,
    );
    // The page carries the record in a script, which the browser takes out before it hydrates.
    const host = document.createElement('div');
    host.innerHTML = html + servedPhrasesHtml(book.record ?? new Map());
    const served = takeServedPhrases(host);
    expect(host.innerHTML).toBe(html);
    const { container } = render(
      <PhraseBookContext.Provider value={{ served }}>
        <Phrases lang="zh-HK">{text}</Phrases>
      </PhraseBookContext.Provider>,
    );
    expect(container.innerHTML).toBe(html);
  });

  it("breaks a text the page did not serve as the build's phrase book of its locale file says", () => {
    const text = '让旅行社的营运资金更上一层楼';
    const i18n = i18next.createInstance();
    void i18n.init({ lng: 'zh-CN', initAsync: false, resources: { 'zh-CN': { landing: { title: text, [LOCALE_PHRASES_KEY]: localePhraseBook({ title: text }, 'zh-CN') } } } });
    render(
      <I18nextProvider i18n={i18n}>
        <h2>
          <Phrases>{text}</Phrases>
        </h2>
      </I18nextProvider>,
    );
    expect(phraseTexts()).toEqual(modelPhrases(text, 'zh-CN'));
  });

  it("breaks a text nobody has seen at the browser's own word breaks, never inside the site's words", () => {
    for (const text of ['为在线旅行社提供跨境融资服务', '出口退税，从单证到到账一站办理', '平台更新日志']) {
      const { unmount } = render(
        <h2>
          <Phrases lang="zh-CN">{text}</Phrases>
        </h2>,
      );
      const pieces = [...screen.getByRole('heading').childNodes].map((node) => node.textContent ?? '');
      expect(pieces.join('')).toBe(text);
      for (const word of KEEP_TOGETHER) expect([text, splits(pieces, word)]).toEqual([text, false]);
      unmount();
    }
  });

  it('leaves the spaces between the phrases, where a line may break as in English', () => {
    const { container } = render(
      <PhraseBookContext.Provider value={server()}>
        <h1>
          <Phrases lang="zh-CN">OTA 融资：为在线旅行社提供授信</Phrases>
        </h1>
      </PhraseBookContext.Provider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'OTA 融资：为在线旅行社提供授信' })).toBeInTheDocument();
    for (const phrase of container.querySelectorAll('.phrase')) expect(phrase.textContent).toBe(phrase.textContent?.trim());
    expect(container.textContent).toBe('OTA 融资：为在线旅行社提供授信');
  });
});

describe('the phrase book of a Chinese locale file', () => {
  it('holds the texts that could be headings: more than one phrase, no paragraph, no placeholder', () => {
    const paragraph = '我们为出口企业、跨境电商卖家和旅行社提供跨境收付款、外汇兑换与贸易融资服务，覆盖从单证到到账的每个环节，并以透明的费用和清晰的时间表让客户随时掌握资金动向。';
    const book = localePhraseBook({ hero: { title: '出口退税，从单证到到账一站办理', lead: paragraph }, count: '已有 {{count}} 家企业加入我们的平台', short: '联系我们' }, 'zh-CN');
    expect(Object.keys(book)).toEqual(['出口退税，从单证到到账一站办理']);
    expect(book['出口退税，从单证到到账一站办理']).toEqual([2, 5, 11]);
  });
});

describe("the page's phrases sent with it", () => {
  it('ignores a script whose content is not a record of offsets', () => {
    const host = document.createElement('div');
    host.innerHTML = '<h1>标题</h1><script type="application/json" data-phrases>{"标题":["x"],"bad":</script>';
    expect(takeServedPhrases(host).size).toBe(0);
    expect(host.querySelector('script')).toBeNull();
  });

  it('writes the record so that no text in it can end the script', () => {
    const html = servedPhrasesHtml(new Map([['</script><script>alert(1)</script>', [2]]]));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const host = document.createElement('div');
    host.innerHTML = html;
    expect([...takeServedPhrases(host).keys()]).toEqual(['</script><script>alert(1)</script>']);
  });
});
