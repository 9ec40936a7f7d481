/**
 * @jest-environment node
 */
import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { localeMismatches } from '@site/shared/i18n';
import copy from './error-pages.json';
import { ERROR_PAGE_POLICY, errorPageHtml, sitePathOf, wantsHtml } from './error-pages';
import { createStaticServer } from './static-server';
import { fakeRemote, publishedFiles, route, routeManifest, type FakeRemote } from './testing/fake-remote';
import { send, urlOf, type Answer } from './testing/http';
import { observatory, penalties } from './testing/observatory';
import { closeAll, shellBuild, startShell } from './testing/shell';

/*
 * No address a visitor's browser opens answers the `{ code, msg }` JSON meant for scripts
 * (docs/composition.md, "Error answers"): a navigation, and every form a page posts, gets a page in
 * the visitor's language with the right status, kept out of search engines and caches, with the
 * site's security headers; a script that asks for JSON, and every address of the api, still gets JSON.
 */

/** What a browser sends when the visitor opens an address. */
const NAVIGATION = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
  'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8',
};
/** What a script's `fetch` of the api's kind sends. */
const SCRIPT = { accept: 'application/json', 'accept-language': 'zh-CN,zh;q=0.9' };

/** Bytes written on a connection of their own, and what comes back before the server closes it. */
function sendRaw(base: string, bytes: string): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const [head = '', ...rest] = received.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: IncomingHttpHeaders = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: Buffer.from(rest.join('\r\n\r\n'), 'latin1').toString('utf8') });
    });
    socket.on('connect', () => socket.write(bytes));
  });
}

/** An HTML error page a person can read: the status, no JSON, never indexed or cached, the site's headers. */
function expectErrorPage(answer: Answer, status: number, htmlLang: string, heading: string) {
  expect({ status: answer.status, type: answer.headers['content-type'] }).toEqual({ status, type: 'text/html; charset=utf-8' });
  expect(answer.body).toMatch(/^<!doctype html><html lang="/);
  expect(answer.body).toContain(`<html lang="${htmlLang}">`);
  expect(answer.body).toContain(`<h1>${heading}</h1>`);
  expect(answer.body).toContain('<meta name="robots" content="noindex">');
  expect(answer.body).not.toContain('"code"');
  expect(answer.headers['x-robots-tag']).toBe('noindex');
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['content-security-policy']).toBe(ERROR_PAGE_POLICY);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
  // What the page offers: a way home in its own language.
  expect(answer.body).toMatch(/<a (?:class="primary" )?href="\/(en_us|zh_cn|zh_hk)">/);
}

const expectJson = (answer: Answer, status: number, code: string) => {
  expect({ status: answer.status, type: answer.headers['content-type'] }).toEqual({ status, type: 'application/json; charset=utf-8' });
  expect(JSON.parse(answer.body)).toEqual({ code, msg: expect.stringMatching(/[\u4e00-\u9fff]/), data: null });
};

const HEADING = {
  badAddress: { en: 'We can&#39;t open this address', 'zh-CN': '无法打开此地址', 'zh-HK': '無法開啟此地址' },
  notFound: { en: 'We can&#39;t find that page', 'zh-CN': '找不到该页面', 'zh-HK': '找不到該頁面' },
  formNotSent: { en: 'Your form was not sent', 'zh-CN': '表单未提交', 'zh-HK': '表格未提交' },
} as const;

const { dir, root: shellRoot } = shellBuild('error-pages-', { build: 'shell' });
let marketing: FakeRemote;
let shell: FastifyInstance;
let remote: FastifyInstance;
let shellBase = '';
let remoteBase = '';

beforeAll(async () => {
  const remoteRoot = path.join(dir, 'remote');
  fs.mkdirSync(path.join(dir, 'releases', '0123456789ab'), { recursive: true });
  fs.mkdirSync(remoteRoot);
  fs.writeFileSync(path.join(remoteRoot, 'index.html'), '<!doctype html><html lang=en><head><title>QA</title></head><body><div id=root></div></body></html>');
  // A remote that publishes Contact, live: the page the forms below are posted to.
  marketing = await fakeRemote(
    publishedFiles(
      routeManifest({
        routes: [route(''), route('Contact', { live: true })],
        pages: { en_us: { '': { title: 'Home', description: 'Home.', indexable: true, css: [], js: [] } } },
      }),
    ),
  );
  const remotesFile = path.join(dir, 'remotes.json');
  fs.writeFileSync(remotesFile, JSON.stringify({ remotes: { marketing: `${marketing.origin}/mf-manifest.json` } }));
  shell = await startShell({ root: shellRoot, publicDir: dir, remotesFile });
  shellBase = urlOf(shell);
  // A remote's origin as `npm start` serves it: its build, its releases below /releases/, shared with the site (CORS).
  remote = await createStaticServer({ root: remoteRoot, port: 0, cors: [shellBase], extraStatic: [{ root: path.join(dir, 'releases'), prefix: '/releases/' }] });
  remoteBase = urlOf(remote);
});

afterAll(() => closeAll([shell, remote, marketing], dir));

describe('an address the site cannot read, opened in a browser', () => {
  test.each([
    ['/en_us/%ff', 'en', HEADING.badAddress.en],
    ['/en_us/%00', 'en', HEADING.badAddress.en],
    ['/zh_hk/%E0%A4%A', 'zh-HK', HEADING.badAddress['zh-HK']],
  ])('%s is a 400 page in the language of the address', async (address, htmlLang, heading) => {
    for (const base of [shellBase, remoteBase]) expectErrorPage(await send(base, address, { headers: NAVIGATION }), 400, htmlLang, heading);
  });

  test('an address above the site’s files is a 404 page, in the browser’s language when the address names none', async () => {
    for (const base of [shellBase, remoteBase]) expectErrorPage(await send(base, '/%2e%2e/', { headers: NAVIGATION }), 404, 'zh-CN', HEADING.notFound['zh-CN']);
  });

  test('is a page for a navigation that says no more than that it opens a document', async () => {
    expectErrorPage(await send(shellBase, '/zh_hk/%ff', { headers: { 'sec-fetch-dest': 'document' } }), 400, 'zh-HK', HEADING.badAddress['zh-HK']);
  });

  test('is still `{ code, msg }` for a script, and for every address of the api', async () => {
    expectJson(await send(shellBase, '/en_us/%ff', { headers: SCRIPT }), 400, 'BAD_REQUEST');
    expectJson(await send(remoteBase, '/%2e%2e/', { headers: SCRIPT }), 404, 'NOT_FOUND');
    expectJson(await send(shellBase, '/api/%ff', { headers: NAVIGATION }), 400, 'BAD_REQUEST');
  });

  test('an address that reads as another host never leaves the site, and is never JSON', async () => {
    for (const address of ['//evil.example', '/.//evil.example']) {
      let answer = await send(shellBase, address, { headers: NAVIGATION });
      for (let hop = 0; hop < 5 && answer.status === 302; hop += 1) {
        expect(answer.headers.location).toMatch(/^\/(?![/\\])/);
        answer = await send(shellBase, answer.headers.location ?? '/', { headers: NAVIGATION });
      }
      expect([address, answer.headers['content-type']]).toEqual([address, 'text/html; charset=utf-8']);
      // On a remote's origin it is the remote's own page (its QA page), as any page path there.
      const onRemote = await send(remoteBase, address, { headers: NAVIGATION });
      expect([address, onRemote.status, onRemote.headers['content-type']]).toEqual([address, 200, 'text/html; charset=utf-8']);
    }
  });

  test('a request the HTTP parser refuses is a page too when a browser opened it (431, headers too large)', async () => {
    const big = `X-Big: ${'a'.repeat(40 * 1024)}\r\n`;
    const page = await sendRaw(shellBase, `GET /zh_hk/About HTTP/1.1\r\nHost: x\r\nAccept: text/html\r\n${big}\r\n`);
    expect(page.status).toBe(431);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe(ERROR_PAGE_POLICY);
    expect(page.body).toContain('<html lang="zh-HK">');
    expect(page.body).toContain('<h1>瀏覽器隨請求傳送的資料過多</h1>');
    const script = await sendRaw(shellBase, `GET /zh_hk/About HTTP/1.1\r\nHost: x\r\nAccept: application/json\r\nAccept-Language: zh-CN\r\n${big}\r\n`);
    expect(script.status).toBe(431);
    expect(JSON.parse(script.body)).toEqual({ code: 'HEADERS_TOO_LARGE', msg: '请求头过大', data: null });
  });
});

describe("a remote's origin", () => {
  test('answers its releases’ folder, which it does not list, 404: a page for a browser, JSON for a script', async () => {
    for (const address of ['/releases/', '/releases/0123456789ab/', '/releases']) {
      expectErrorPage(await send(remoteBase, address, { headers: NAVIGATION }), 404, 'zh-CN', HEADING.notFound['zh-CN']);
      expectJson(await send(remoteBase, address, { headers: SCRIPT }), 404, 'NOT_FOUND');
      // As a browser asks, naming the encodings it takes: still the 404, never the remote's own page.
      const encoded = await send(remoteBase, address, { headers: { ...NAVIGATION, 'accept-encoding': 'gzip, deflate, br' } });
      expect([encoded.status, encoded.headers['content-type']]).toEqual([404, 'text/html; charset=utf-8']);
    }
  });

  test('answers a form posted to it (it takes none) 404 with a page', async () => {
    const answer = await send(remoteBase, '/en_us/Contact', { method: 'POST', headers: { ...NAVIGATION, 'content-type': 'application/x-www-form-urlencoded' }, body: '_form=enquiry' });
    expectErrorPage(answer, 404, 'en', HEADING.notFound.en);
  });
});

describe('a form posted without JavaScript that the site cannot take', () => {
  const form = { ...NAVIGATION, 'content-type': 'application/x-www-form-urlencoded' };
  const overLimit = `_form=enquiry&mainBusiness=${'x'.repeat(70 * 1024)}`;

  test.each([
    ['/en_us/Contact', 'en', HEADING.formNotSent.en, 'It was larger than the 64 KB we accept'],
    ['/zh_cn/Contact?channel=x', 'zh-CN', HEADING.formNotSent['zh-CN'], '表单内容超过了我们可接收的 64 KB'],
    ['/zh_hk/Contact', 'zh-HK', HEADING.formNotSent['zh-HK'], '表格內容超過了我們可接收的 64 KB'],
  ])('over the limit (%s) is a 413 page that says it was not sent and links back to the form', async (address, htmlLang, heading, says) => {
    const answer = await send(shellBase, address, { method: 'POST', headers: { ...form, origin: shellBase }, body: overLimit });
    expectErrorPage(answer, 413, htmlLang, heading);
    expect(answer.body).toContain(says);
    expect(answer.body).toContain(`<a class="primary" href="${address.replace('&', '&amp;')}">`);
  });

  test('in an encoding no form of the site uses is a 415 page that never mentions a format a visitor cannot choose', async () => {
    const answer = await send(shellBase, '/en_us/Contact', { method: 'POST', headers: { ...NAVIGATION, 'content-type': 'multipart/form-data; boundary=x', origin: shellBase }, body: '--x\r\nContent-Disposition: form-data; name="_form"\r\n\r\nenquiry\r\n--x--\r\n' });
    expectErrorPage(answer, 415, 'en', HEADING.formNotSent.en);
    expect(answer.body).toContain('<a class="primary" href="/en_us/Contact">');
    expect(answer.body).not.toMatch(/json/i);
  });

  test('links back only to a page of the site, however the address was written', async () => {
    const answer = await send(shellBase, '//en_us/./Contact', { method: 'POST', headers: { ...form, origin: shellBase }, body: overLimit });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('<a class="primary" href="/en_us/Contact">');
    expect(answer.body).not.toContain('href="//');
  });

  test('is still `{ code, msg }` for a script that asks for JSON', async () => {
    expectJson(await send(shellBase, '/en_us/Contact', { method: 'POST', headers: { ...SCRIPT, 'content-type': 'application/json', origin: shellBase }, body: '{"_form":"enquiry"}' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectJson(await send(shellBase, '/en_us/Contact', { method: 'POST', headers: { ...SCRIPT, 'content-type': 'application/x-www-form-urlencoded', origin: shellBase }, body: overLimit }), 413, 'PAYLOAD_TOO_LARGE');
  });
});

describe('the error page', () => {
  test('grades A+ on the Observatory with no test costing a point, and runs nothing', async () => {
    const answer = await send(shellBase, '/en_us/%ff', { headers: NAVIGATION });
    const headers = new Headers(Object.entries(answer.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as [string, string]] : [])));
    const grade = observatory({ url: `${shellBase}/en_us/%ff`, headers, html: answer.body });
    expect(penalties(grade)).toEqual([]);
    expect(grade.grade).toBe('A+');
    expect(answer.body).not.toContain('<script');
    expect(ERROR_PAGE_POLICY).not.toContain('unsafe-inline');
  });

  test('has every page in the three languages', () => {
    expect(localeMismatches({ en: copy.en_us, 'zh-CN': copy.zh_cn, 'zh-HK': copy.zh_hk })).toEqual([]);
    for (const lang of ['en_us', 'zh_cn', 'zh_hk'] as const) {
      const html = errorPageHtml({ kind: 'FORM_TOO_LARGE', status: 413, lang, limitKb: 64, back: '/en_us/Contact' });
      expect(html).not.toMatch(/\{\w+\}/);
      expect(html).toContain('64 KB');
    }
  });

  test('escapes what it shows of the address', () => {
    const page = errorPageHtml({ kind: 'FORM_UNREADABLE', status: 415, lang: 'en_us', back: '/en_us/Contact?q="><script>' });
    expect(page).toContain('href="/en_us/Contact?q=&quot;&gt;&lt;script&gt;"');
    expect(page).not.toContain('<script');
    expect(sitePathOf('/en_us/Contact?q="><script>')).toBe('/en_us/Contact?q=%22%3E%3Cscript%3E');
    expect(sitePathOf('///evil.example/../x')).toBe('/x');
  });

  test('is what a navigation gets, never a script’s fetch or an address of the api', () => {
    expect(wantsHtml({ url: '/en_us/x', headers: { accept: 'text/html' } })).toBe(true);
    expect(wantsHtml({ url: '/en_us/x', headers: { 'sec-fetch-dest': 'document' } })).toBe(true);
    expect(wantsHtml({ url: '/en_us/x', headers: { accept: '*/*' } })).toBe(false);
    expect(wantsHtml({ url: '/api/x?y', headers: { accept: 'text/html', 'sec-fetch-dest': 'document' } })).toBe(false);
  });
});
