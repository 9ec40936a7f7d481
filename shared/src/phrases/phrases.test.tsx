import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { loadPhrases, phrasesOf } from './parser';
import { Phrases } from './phrases';

const phrases = (text: string, lang: 'zh-CN' | 'zh-HK'): string[] => {
  const result = phrasesOf(text, lang);
  if (result instanceof Promise) throw new Error('the model should have been loaded');
  return result;
};

/** Whether a line could break between the characters of `word` somewhere in `pieces`. */
const splits = (pieces: string[], word: string): boolean => {
  const text = pieces.join('');
  const breaks = new Set(pieces.map((_, index) => pieces.slice(0, index).join('').length).slice(1));
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    for (let offset = 1; offset < word.length; offset += 1) if (breaks.has(at + offset)) return true;
  }
  return false;
};

// First, while no model has been downloaded yet.
describe('Phrases before the model has arrived', () => {
  it('suspends, then renders the heading in phrases', async () => {
    render(
      <Suspense fallback={<p>loading</p>}>
        <h2>
          <Phrases lang="zh-CN">从单证到到账一站办理</Phrases>
        </h2>
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 2, name: '从单证到到账一站办理' });
    expect([...heading.children].map((phrase) => phrase.textContent)).toContain('从单证到到账');
  });
});

describe('Phrases', () => {
  beforeAll(() => Promise.all([loadPhrases('zh-CN'), loadPhrases('zh-HK')]));

  it('never breaks the micro-site headline inside 到账, in either script', () => {
    expect(phrases('从单证到到账一站办理', 'zh-CN')).toEqual(['从单证到到账', '一站办理']);
    expect(splits(phrases('出口退税，从单证到到账一站办理', 'zh-CN'), '到账')).toBe(false);
    expect(splits(phrases('覆盖出口退税从单证到到账的每个环节。', 'zh-CN'), '到账')).toBe(false);
    expect(splits(phrases('出口退稅，從單證到到賬一站辦理', 'zh-HK'), '到賬')).toBe(false);
    expect(splits(phrases('出口退稅，從單證到到賬一站辦理', 'zh-HK'), '一站')).toBe(false);
  });

  it('breaks the headline after its comma or between its two halves, the punctuation kept at the end of its phrase', () => {
    expect(phrases('出口退税，从单证到到账一站办理', 'zh-CN')).toEqual(['出口', '退税，', '从单证到到账', '一站办理']);
  });

  it('keeps every character: the phrases join back into the text', () => {
    const text = '跨境贸易融资与支付，T+1 到账';
    expect(phrases(text, 'zh-CN').join('')).toBe(text);
  });

  it('puts each phrase in a span of its own and reads as the whole heading', () => {
    render(
      <h1>
        <Phrases lang="zh-CN">从单证到到账一站办理</Phrases>
      </h1>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: '从单证到到账一站办理' });
    expect([...heading.children].map((phrase) => phrase.textContent)).toEqual(['从单证到到账', '一站办理']);
    for (const phrase of heading.children) expect(phrase).toHaveClass('phrase');
  });

  it('leaves English as it is', () => {
    const html = renderToString(<Phrases lang="en">From documents to refund in one place</Phrases>);
    expect(html).toBe('From documents to refund in one place');
  });

  it('renders the same HTML on the server as in the browser', () => {
    const html = renderToString(<Phrases lang="zh-HK">出口退稅，從單證到到賬一站辦理</Phrases>);
    const { container } = render(<Phrases lang="zh-HK">出口退稅，從單證到到賬一站辦理</Phrases>);
    expect(container.innerHTML).toBe(html);
  });
});

describe('Phrases with Latin words and spaces', () => {
  beforeAll(() => loadPhrases('zh-CN'));

  it('leaves the spaces between the phrases, where a line may break as in English', () => {
    const { container } = render(
      <h1>
        <Phrases lang="zh-CN">OTA 融资：为在线旅行社提供授信</Phrases>
      </h1>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'OTA 融资：为在线旅行社提供授信' })).toBeInTheDocument();
    for (const phrase of container.querySelectorAll('.phrase')) expect(phrase.textContent).toBe(phrase.textContent?.trim());
    expect(container.textContent).toBe('OTA 融资：为在线旅行社提供授信');
  });
});
