/**
 * @jest-environment node
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createStaticServer } from './static-server';

/** A remote's origin as `npm start` serves it: its files shared with the site's own origins only. */
const SITE = 'http://localhost:3000';
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-'));
fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>remote</title>');
fs.writeFileSync(path.join(root, 'remoteEntry.js'), 'console.log(1)');
fs.mkdirSync(path.join(root, 'content'));
fs.writeFileSync(path.join(root, 'content', 'article.html'), '<h1>An article body</h1>');
let remote: FastifyInstance;
let base = '';

beforeAll(async () => {
  remote = await createStaticServer({ root, port: 0, cors: [SITE, 'http://localhost:3001'] });
  base = `http://127.0.0.1:${(remote.server.address() as AddressInfo).port}`;
});
afterAll(() => remote.close());

describe("a remote's origin", () => {
  test('shares its files with the site only, never with any origin', async () => {
    const own = await fetch(`${base}/remoteEntry.js`, { headers: { origin: SITE } });
    expect(own.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(own.headers.get('vary')).toMatch(/Origin/);
    const other = await fetch(`${base}/remoteEntry.js`, { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('never shares its pages', async () => {
    const page = await fetch(`${base}/`, { headers: { origin: SITE } });
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    const named = await fetch(`${base}/index.html`, { headers: { origin: SITE } });
    expect(named.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('shares an HTML file that is data, such as a help article body the browser reads', async () => {
    const article = await fetch(`${base}/content/article.html`, { headers: { origin: SITE } });
    expect(article.status).toBe(200);
    expect(article.headers.get('access-control-allow-origin')).toBe(SITE);
  });

  test('sends the security headers on every answer', async () => {
    for (const file of ['/', '/remoteEntry.js', '/missing.js']) {
      const headers = (await fetch(`${base}${file}`)).headers;
      expect(headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });
});
