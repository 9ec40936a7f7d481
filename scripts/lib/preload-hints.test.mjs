// Run with node's test runner: node --test scripts/lib
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { preloadHintsFor, remoteForPath } from './preload-hints.mjs';

const routes = [
  { path: '', remote: 'marketing' },
  { path: 'Contact', remote: 'marketing' },
  { path: 'docs', remote: 'docs', prefix: true },
  { path: 'OTAFinance', remote: 'ota' },
];

test('finds the remote of a page under the language prefix', () => {
  assert.equal(remoteForPath('/en_us', routes), 'marketing');
  assert.equal(remoteForPath('/zh_cn/Contact', routes), 'marketing');
  assert.equal(remoteForPath('/en_us/docs/create-a-payout', routes), 'docs');
  assert.equal(remoteForPath('/zh_hk/OTAFinance', routes), 'ota');
});

test('knows the export-refund micro-site outside the prefix', () => {
  assert.equal(remoteForPath('/exportdrawback/FixPrice', routes), 'exportdrawback');
});

test('gives no hint for redirects and unknown paths', () => {
  assert.equal(remoteForPath('/', routes), undefined);
  assert.equal(remoteForPath('/Contact', routes), undefined);
  assert.equal(remoteForPath('/en_us/nowhere', routes), undefined);
  assert.equal(remoteForPath('/en_us/Contact/extra', routes), undefined);
});

test('a help article starts its content with the page: the live pointer, manifest and article', async (t) => {
  const { createServer } = await import('node:http');
  const server = createServer((request, response) => {
    if (request.url === '/content/latest.json') return response.end(JSON.stringify({ version: 'abc123' }));
    response.statusCode = 404;
    response.end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  t.after(() => server.close());
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const origin = `http://127.0.0.1:${address.port}`;
  const remotes = { docs: `${origin}/mf-manifest.json` };

  const article = await preloadHintsFor('docs', remotes, '/zh_hk/docs/create-a-payout');
  assert.match(article, new RegExp(`href="${origin}/content/latest.json" as="fetch" crossorigin="anonymous"`));
  assert.match(article, new RegExp(`href="${origin}/content/abc123/zh-HK/manifest.json" as="fetch"`));
  assert.match(article, new RegExp(`href="${origin}/content/abc123/zh-HK/articles/create-a-payout.html" as="fetch"`));

  const home = await preloadHintsFor('docs', remotes, '/en_us/docs');
  assert.match(home, /content\/abc123\/en\/manifest\.json/);
  assert.doesNotMatch(home, /articles\//);

  // The API reference reads no content, and nothing from the URL that is not a plain name is echoed.
  assert.doesNotMatch(await preloadHintsFor('docs', remotes, '/en_us/docs/open-ai-payouts'), /content\//);
  assert.doesNotMatch(await preloadHintsFor('docs', remotes, '/en_us/docs/%22%3E%3Cscript%3E'), /articles\//);
});
