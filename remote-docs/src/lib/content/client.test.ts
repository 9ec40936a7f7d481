import { resolveArticleUrls } from './client';

describe('resolveArticleUrls', () => {
  const base = 'http://docs.example/content/abc123/';

  it('points images, assets and template downloads at the content version', () => {
    const html =
      '<p><img src="assets/flow.svg" alt="a > b" width="720" height="270"></p><p><a href="templates/drawdown-template.csv" download>CSV</a> <a href="assets/guide.pdf">PDF</a></p>';
    expect(resolveArticleUrls(html, base)).toBe(
      `<p><img src="${base}assets/flow.svg" alt="a > b" width="720" height="270"></p><p><a href="${base}templates/drawdown-template.csv" download>CSV</a> <a href="${base}assets/guide.pdf">PDF</a></p>`,
    );
  });

  it('leaves other links, fragments and text alone', () => {
    const html = '<p>Write src="assets/x.svg" in the file. <a href="/en_us/docs/kyc">KYC</a> <a href="#steps">Steps</a> <a href="https://example.com/assets/a">site</a></p>';
    expect(resolveArticleUrls(html, base)).toBe(html);
  });
});
