/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { composeDocument, inlineScriptHashes } from './document';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('allows each inline script by the hash of its text exactly as written, whitespace included', () => {
    const html = '<body><script data-entry=/main.js>boot()</script><script type="module"> run() </script><script type=text/javascript>x()</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha256('boot()'), sha256(' run() '), sha256('x()')]);
  });

  it('leaves out scripts loaded from a file and data blocks a browser never runs', () => {
    const html =
      '<script defer src=/main.js></script><script type="application/ld+json">{"@type":"Organization"}</script><script type="application/json" id="site-routes">{}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('reads text outside the Latin range as UTF-8, as browsers hash it', () => {
    expect(inlineScriptHashes('<script>document.title="信风金融"</script>')).toEqual([sha256('document.title="信风金融"')]);
  });
});

describe('composeDocument', () => {
  const template =
    '<!doctype html><html lang="en"><head><title>Site</title><link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous" /><link rel="preload" href="/main.js" as="script"></head><body><div id="root"></div><script data-entry=/main.js>start()</script></body></html>';
  const table = { routes: [], aliases: {}, outside: {}, nav: [] };
  const remotes = { remotes: { marketing: 'https://cdn.example/mf-manifest.json' }, timeouts: { manifestMs: 10_000, scriptMs: 30_000 }, retries: 2 };
  const compose = (input: { body: string; withRemotes: boolean }) =>
    composeDocument({ template, htmlLang: 'en', mobileUserAgent: false, head: '<title>Page</title>', preloads: '', body: input.body, table: input.withRemotes ? { ...table, remotes } : table });

  it('asks for no remotes.json where the page comes with its remotes, and keeps the preload where it does not', () => {
    expect(compose({ body: '<h1>Page</h1>', withRemotes: true })).not.toContain('/remotes.json');
    expect(compose({ body: '', withRemotes: true })).not.toContain('/remotes.json');
    expect(compose({ body: '<h1>Page</h1>', withRemotes: false })).toContain('<link rel="preload" href="/remotes.json"');
  });

  it('starts no script ahead of the paint of a rendered page, and preloads them for a page left to the browser', () => {
    expect(compose({ body: '<h1>Page</h1>', withRemotes: true })).not.toContain('as="script"');
    expect(compose({ body: '', withRemotes: true })).toContain('<link rel="preload" href="/main.js" as="script">');
  });
});
