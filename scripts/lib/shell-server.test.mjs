// Run with node's test runner: node --test scripts/lib
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createShellServer } from './shell-server.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-server-'));
const remotesFile = path.join(dir, 'remotes.json');
const routesFile = path.join(dir, 'routes.json');
const root = path.join(dir, 'dist');
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
let server;

const writeRemotes = (marketing) =>
  fs.writeFileSync(remotesFile, JSON.stringify({ remotes: { marketing: `${marketing}/mf-manifest.json` } }));

before(async () => {
  fs.mkdirSync(root);
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
  fs.writeFileSync(routesFile, JSON.stringify({ routes: [{ path: '', remote: 'marketing', indexable: true }, { path: 'Contact', remote: 'marketing', indexable: true }] }));
  writeRemotes('http://cdn-a.example');
  server = await createShellServer({ root, publicDir: dir, remotesFile, routesFile, port, apiUrl: 'http://127.0.0.1:9', host: '127.0.0.1' });
});
after(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('changing a remote URL in remotes.json takes effect without a rebuild or restart', async () => {
  assert.match(await (await fetch(`${base}/remotes.json`)).text(), /cdn-a\.example/);
  writeRemotes('http://cdn-b.example');
  const response = await fetch(`${base}/remotes.json`);
  assert.match(await response.text(), /cdn-b\.example/);
  assert.equal(response.headers.get('cache-control'), 'no-cache');
});

test('the content security policy allows scripts only from this origin and the named remotes', async () => {
  writeRemotes('http://cdn-c.example');
  const csp = (await fetch(`${base}/en_us/Contact`)).headers.get('content-security-policy') ?? '';
  const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src')) ?? '';
  assert.equal(scriptSrc, "script-src 'self' http://cdn-c.example");
});

test('client routes get the page, with a preload hint for the route\'s remote', async () => {
  writeRemotes('http://127.0.0.1:9');
  const response = await fetch(`${base}/en_us/Contact`);
  assert.equal(response.status, 200);
  const html = await response.text();
  assert.match(html, /<link rel="preload" href="http:\/\/127\.0\.0\.1:9\/mf-manifest\.json" as="fetch" crossorigin="anonymous">/);
  assert.equal((await fetch(`${base}/missing.js`)).status, 404);
});
