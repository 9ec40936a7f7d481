/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { inlineScriptHashes } from './document';

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
