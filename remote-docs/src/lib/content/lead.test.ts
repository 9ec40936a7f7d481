import { leadOf } from './lead';

describe('leadOf', () => {
  it('is the opening text of the article without markup, heading anchors or entities', () => {
    const html =
      '<h2 id="steps">Steps<a class="heading-anchor" aria-label="Link to this section: Steps" href="#steps"><span aria-hidden="true">#</span></a></h2>\n<ul>\n<li>Fees &#x26; limits</li>\n</ul>';
    expect(leadOf(html)).toBe('Steps Fees & limits');
  });

  it('cuts long text at a word, and Chinese text at its length', () => {
    const english = leadOf(`<p>${'word '.repeat(60)}</p>`);
    expect(english.length).toBeLessThanOrEqual(160);
    expect(english).toMatch(/word…$/);
    expect(leadOf(`<p>${'汉'.repeat(200)}</p>`)).toBe(`${'汉'.repeat(159)}…`);
  });
});
