/**
 * @jest-environment node
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createShellServer } from './shell-server';
import { createStaticServer } from './static-server';
import { observatory, penalties, type Answer } from './testing/observatory';
import { freePort, spawnApi, type SpawnedApi } from './testing/spawn-api';

/*
 * Every origin of the site as `npm start` runs it, graded as Mozilla's HTTP Observatory grades a
 * site (testing/observatory.ts): the shell's document and files, a remote's files, its standalone
 * QA page and an error, the api on its own and through the shell. Each must score A+ with no test
 * costing a point, and every page's policy must hold without 'unsafe-inline' (issue 15, item 5).
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-'));
const shellRoot = path.join(dir, 'shell');
const remoteRoot = path.join(dir, 'remote');
const template =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Tradewind Finance</title></head><body><div id=root></div><script data-entry=/main.js>document.documentElement.dataset.booted="1"</script></body></html>';

let api: SpawnedApi;
let remote: FastifyInstance;
let shell: FastifyInstance;
let remoteBase = '';
let siteBase = '';
const portOf = (server: FastifyInstance) => (server.server.address() as AddressInfo).port;

beforeAll(async () => {
  fs.mkdirSync(shellRoot);
  fs.writeFileSync(path.join(shellRoot, 'index.html'), template);
  fs.writeFileSync(path.join(shellRoot, 'main.0123abcd.js'), 'console.log("shell")');
  fs.mkdirSync(path.join(remoteRoot, 'content'), { recursive: true });
  fs.mkdirSync(path.join(remoteRoot, 'standalone'));
  fs.writeFileSync(path.join(remoteRoot, 'index.html'), '<!doctype html><html lang=en><head><title>QA</title><script defer src="/standalone/main.js"></script></head><body><div id=root></div></body></html>');
  fs.writeFileSync(path.join(remoteRoot, 'standalone', 'main.js'), 'console.log("qa")');
  fs.writeFileSync(path.join(remoteRoot, 'remoteEntry.js'), 'console.log("entry")');
  fs.writeFileSync(path.join(remoteRoot, 'mf-manifest.json'), JSON.stringify({ metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } } }));
  fs.writeFileSync(path.join(remoteRoot, 'content', 'article.html'), '<h1>Create a payout</h1>');

  api = await spawnApi();
  // The remote's origin shares its files with the site's origin: the shell's port is chosen first.
  const shellPort = await freePort();
  siteBase = `http://127.0.0.1:${shellPort}`;
  remote = await createStaticServer({ root: remoteRoot, port: 0, cors: [siteBase] });
  remoteBase = `http://127.0.0.1:${portOf(remote)}`;
  const remotesFile = path.join(dir, 'remotes.json');
  fs.writeFileSync(remotesFile, JSON.stringify({ remotes: { marketing: `${remoteBase}/mf-manifest.json` } }));
    shell = await createShellServer({ root: shellRoot, publicDir: dir, remotesFile, port: shellPort, host: '127.0.0.1', apiUrl: api.origin, remoteTimeoutMs: 500 });
}, 150_000);

afterAll(async () => {
  await Promise.all([shell?.close(), remote?.close(), api?.stop()]);
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Fetches `url` as the Observatory does: following redirects by hand, keeping every cookie set on the way. */
async function scan(url: string, init: RequestInit = {}): Promise<Answer & { status: number }> {
  const setCookies: string[] = [];
  let current = url;
  for (let hop = 0; hop < 5; hop += 1) {
    const response = await fetch(current, { ...init, redirect: 'manual' });
    setCookies.push(...response.headers.getSetCookie());
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.arrayBuffer();
      current = new URL(location, current).href;
      continue;
    }
    const isHtml = /text\/html/.test(response.headers.get('content-type') ?? '');
    const body = await response.text();
    return { url: current, status: response.status, headers: response.headers, setCookies, ...(isHtml ? { html: body } : {}) };
  }
  throw new Error(`${url}: too many redirects`);
}

const directives = (policy: string | null) => new Map((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name = '', ...sources]) => [name, sources]));

describe('every origin of the site grades A+ on the Observatory, no test costing a point', () => {
  // Every row has all three cells: jest takes a test function with more parameters than cells for a `done` callback.
  const targets: [string, () => string, RequestInit][] = [
    ['the site’s front page, after the language redirect', () => `${siteBase}/`, { headers: { 'accept-language': 'zh-CN' } }],
    ['a page in Traditional Chinese', () => `${siteBase}/zh_hk/About`, {}],
    ['a file of the shell', () => `${siteBase}/main.0123abcd.js`, {}],
    ['the api through the site', () => `${siteBase}/api/health`, {}],
    ['an api error through the site', () => `${siteBase}/api/no-such-operation`, {}],
    ['a remote’s standalone QA page', () => `${remoteBase}/en_us`, {}],
    ['a remote’s entry, asked for by the site', () => `${remoteBase}/remoteEntry.js`, { headers: { origin: siteBase } }],
    ['a help article’s body on the docs origin', () => `${remoteBase}/content/article.html`, {}],
    ['a missing file on a remote', () => `${remoteBase}/missing.js`, {}],
    ['the api on its own origin', () => `${api.origin}/api/health`, {}],
    ['the api’s reference', () => `${api.origin}/api/openapi.yaml`, {}],
  ];

  test.each(targets)('%s', async (_name, url, init) => {
    const answer = await scan(url(), init);
    const grade = observatory(answer);
    expect(penalties(grade)).toEqual([]);
    expect(grade.grade).toBe('A+');
    // What the issue asks beyond the grade: a policy on every answer, and on a page no inline style either.
    const policy = directives(answer.headers.get('content-security-policy'));
    expect(policy.get('object-src') ?? policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    for (const sources of policy.values()) expect(sources).not.toContain("'unsafe-inline'");
    expect(answer.headers.get('access-control-allow-origin')).not.toBe('*');
    expect(answer.headers.get('cross-origin-resource-policy')).toMatch(/^(same-origin|same-site|cross-origin)$/);
  });

  test('the front page sets its language cookie Secure, and the remote’s page may load only the site’s own origins', async () => {
    const front = await scan(`${siteBase}/`);
    expect(front.setCookies).toEqual([expect.stringMatching(/; Secure$/)]);
    const qa = directives((await scan(`${remoteBase}/en_us`)).headers.get('content-security-policy'));
    expect(qa.get('script-src')).toEqual(["'self'", siteBase]);
    expect(qa.get('connect-src')).toEqual(["'self'", siteBase]);
    // A file opened on its own runs and loads nothing.
    expect(directives((await scan(`${remoteBase}/content/article.html`)).headers.get('content-security-policy')).get('default-src')).toEqual(["'none'"]);
  });
});

describe("a remote's origin shares its files with the site only", () => {
  test('never with any other origin, and never its pages', async () => {
    const own = await fetch(`${remoteBase}/remoteEntry.js`, { headers: { origin: siteBase } });
    expect(own.headers.get('access-control-allow-origin')).toBe(siteBase);
    expect(own.headers.get('vary')).toMatch(/Origin/);
    const other = await fetch(`${remoteBase}/remoteEntry.js`, { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    for (const page of ['/', '/index.html']) {
      const answer = await fetch(`${remoteBase}${page}`, { headers: { origin: siteBase } });
      expect(answer.headers.get('content-type')).toMatch(/text\/html/);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  test('shares an HTML file that is data, such as a help article body the browser reads', async () => {
    const article = await fetch(`${remoteBase}/content/article.html`, { headers: { origin: siteBase } });
    expect(article.status).toBe(200);
    expect(article.headers.get('access-control-allow-origin')).toBe(siteBase);
  });
});

describe('the grader', () => {
  const graded = (headers: Record<string, string>, extra: Partial<Answer> = {}) => observatory({ url: 'https://site.example/', headers: new Headers(headers), ...extra });
  const strong = {
    'content-security-policy': "default-src 'self';object-src 'none';base-uri 'none';frame-ancestors 'none';form-action 'self'",
    'strict-transport-security': 'max-age=31536000',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };

  test('grades a strong set of headers A+, and what each missing header costs as the Observatory does', () => {
    expect(graded(strong)).toMatchObject({ grade: 'A+', score: 115 });
    const { 'content-security-policy': _csp, ...noPolicy } = strong;
    // Without a policy: -25, and frame-ancestors goes with it (-20): no extra credit below 90.
    expect(graded({ ...noPolicy, 'x-frame-options': 'DENY' })).toMatchObject({ grade: 'B', score: 75 });
    const { 'strict-transport-security': _hsts, ...noHsts } = strong;
    // -20 leaves 80: below 90 the bonuses of the other tests no longer count.
    expect(graded(noHsts)).toMatchObject({ grade: 'B+', score: 80 });
    expect(penalties(graded(noHsts))).toEqual(['strict-transport-security: hsts-not-implemented (-20)']);
  });

  test('reads unsafe sources, insecure schemes, cookies and foreign scripts', () => {
    const policy = (value: string) => graded({ ...strong, 'content-security-policy': value }).findings[0]?.result;
    expect(policy("default-src 'self';script-src 'self' 'unsafe-inline'")).toBe('csp-implemented-with-unsafe-inline');
    expect(policy("default-src 'self';script-src 'self' 'sha256-abc' 'unsafe-inline'")).toBe('csp-implemented-with-no-unsafe');
    expect(policy("default-src 'self';style-src 'self' 'unsafe-inline'")).toBe('csp-implemented-with-unsafe-inline-in-style-src-only');
    expect(policy("default-src 'self' http://cdn.example")).toBe('csp-implemented-with-insecure-scheme');
    expect(policy("default-src 'none'")).toBe('csp-implemented-with-no-unsafe-default-src-none');
    const cookie = (line: string) => graded(strong, { setCookies: [line] }).findings[1]?.result;
    expect(cookie('lang=en; Path=/; SameSite=Lax')).toBe('cookies-without-secure-flag-but-protected-by-hsts');
    expect(cookie('sessionid=1; Path=/; Secure; SameSite=Lax')).toBe('cookies-session-without-httponly-flag');
    expect(cookie('lang=en; Path=/; Secure; SameSite=Lax')).toBe('cookies-secure-with-httponly-sessions-and-samesite');
    const sri = (html: string) => graded(strong, { html }).findings[5]?.result;
    expect(sri('<script src="/main.js"></script>')).toBe('sri-not-implemented-but-all-scripts-loaded-from-secure-origin');
    expect(sri('<script src="https://cdn.example/x.js"></script>')).toBe('sri-not-implemented-but-external-scripts-loaded-securely');
    expect(sri('<script>inline()</script>')).toBe('sri-not-implemented-but-no-scripts-loaded');
  });
});
