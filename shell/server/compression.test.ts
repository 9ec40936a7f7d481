/**
 * @jest-environment node
 */
import fs from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { registerApiProxy } from './api-proxy';
import { COMPRESSION_THRESHOLD } from './compression';
import { createStaticServer } from './static-server';
import { fakeRemote, publishedFiles, route, routeManifest, type FakeRemote } from './testing/fake-remote';
import { close, listen, sendForBytes, urlOf, type Answer } from './testing/http';
import { closeAll, shellBuild, shellIndex, startShell } from './testing/shell';

/*
 * What the site's servers send to a browser that accepts brotli or gzip (compression.ts): pages and
 * the other answers they make compressed per request, precompressed files as the build wrote them,
 * small answers as they are, and `Vary` naming the encoding beside what the answer already varied on.
 */

function decoded({ headers, body }: Answer<Buffer>): string {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  if (encoding === undefined) return body.toString('utf8');
  throw new Error(`unexpected encoding ${encoding}`);
}

/** The names an answer varies on, in lower case. */
const varyOf = (answer: Answer<Buffer>): string[] =>
  String(answer.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

/** A remote's origin as the shell's server reads it: its manifest and one page's fragment. */
function remoteFiles(): Record<string, string> {
  const page = (title: string) => ({
    title,
    description: `${title}: our offices in Hong Kong, Singapore and Shenzhen, their hours, phone and mailbox, and a demo request.`,
    indexable: true,
    fragment: '',
    css: [],
    js: [],
  });
  const manifest = routeManifest({
    routes: [route('Contact')],
    pages: {
      en_us: { Contact: { ...page('Contact us'), fragment: 'en_us/Contact.html' } },
      zh_cn: { Contact: { ...page('联系我们'), fragment: 'zh_cn/Contact.html' } },
      zh_hk: { Contact: { ...page('聯絡我們'), fragment: 'zh_hk/Contact.html' } },
    },
  });
  const offices = ['Hong Kong', 'Singapore', 'Shenzhen'].map((city) => `<section><h2>${city}</h2><p>Monday to Friday, 9:00 to 18:00.</p></section>`).join('');
  return publishedFiles(manifest, { '/fragments/v1/en_us/Contact.html': `<h1>Contact us</h1>${offices}` });
}

const template = shellIndex();
const { dir, root: shellRoot } = shellBuild('compression-', { build: 'shell', index: template });
/** A script the build precompressed: its copies are told apart from anything compressed per request. */
const script = `console.log(${JSON.stringify('shell '.repeat(400))});`;
const scriptBr = zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
const scriptGz = zlib.gzipSync(script, { level: 9 });
/** A file the build left without copies: a stylesheet over the threshold, and one under it. */
const largeStyles = '.card { color: #123456; }\n'.repeat(200);
const smallStyles = '.note { color: #654321; }\n';

let remote: FakeRemote;
let api: Server;
let shell: FastifyInstance;
let site = '';
/** A remote's origin served by the same static server, with CORS for the site. */
let remoteOrigin: FastifyInstance;
let remoteBase = '';
const apiSeen: { headers: IncomingMessage['headers']; body: Buffer }[] = [];

beforeAll(async () => {
  fs.writeFileSync(path.join(shellRoot, 'main.0123abcd.js'), script);
  fs.writeFileSync(path.join(shellRoot, 'main.0123abcd.js.br'), scriptBr);
  fs.writeFileSync(path.join(shellRoot, 'main.0123abcd.js.gz'), scriptGz);
  fs.writeFileSync(path.join(shellRoot, 'large.css'), largeStyles);
  fs.writeFileSync(path.join(shellRoot, 'small.css'), smallStyles);

  remote = await fakeRemote(remoteFiles());
  const remotesFile = path.join(dir, 'remotes.json');
  fs.writeFileSync(remotesFile, JSON.stringify({ remotes: { marketing: `${remote.origin}/mf-manifest.json` } }));

  // The api: a long list, a short answer and one without a body; it records what it was sent.
  api = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      apiSeen.push({ headers: request.headers, body: Buffer.concat(chunks) });
      if (request.url === '/api/countries') {
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', vary: 'Origin' });
        response.end(JSON.stringify({ code: '200', data: Array.from({ length: 250 }, (_, index) => ({ id: `C${index}`, countryNameEng: `Country ${index}` })) }));
      } else if (request.url === '/api/health') {
        // As the api (Fastify) sends it: with its length.
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': '25' });
        response.end('{"code":"200","msg":"ok"}');
      } else {
        response.writeHead(204);
        response.end();
      }
    });
  });
  const apiUrl = await listen(api);

  shell = await startShell({ root: shellRoot, publicDir: dir, remotesFile, apiUrl });
  site = urlOf(shell);
  const remoteRoot = path.join(dir, 'remote');
  fs.mkdirSync(remoteRoot);
  fs.writeFileSync(path.join(remoteRoot, 'index.html'), template);
  fs.writeFileSync(path.join(remoteRoot, 'remoteEntry.js'), script);
  fs.writeFileSync(path.join(remoteRoot, 'remoteEntry.js.br'), scriptBr);
  remoteOrigin = await createStaticServer({ root: remoteRoot, port: 0, cors: [site], configure: (app) => registerApiProxy(app, { upstream: apiUrl }) });
  remoteBase = urlOf(remoteOrigin);
}, 60_000);

afterAll(async () => {
  await closeAll([shell, remoteOrigin, remote], dir);
  if (api) await close(api);
});

describe('a composed page', () => {
  it('comes brotli- or gzip-encoded as the browser accepts, varying on the encoding beside User-Agent, and decodes to the page', async () => {
    const plain = await sendForBytes(site, '/en_us/Contact');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.body.toString('utf8');
    expect(html).toContain('<h1>Contact us</h1>');
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    // Uncompressed for this browser, and a cache told that another gets it encoded.
    expect(varyOf(plain)).toEqual(['user-agent', 'accept-encoding']);

    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['deflate, gzip;q=0.5', 'gzip'],
    ] as const) {
      const answer = await sendForBytes(site, '/en_us/Contact', { headers: { 'accept-encoding': accepted } });
      expect({ accepted, status: answer.status, encoding: answer.headers['content-encoding'], vary: varyOf(answer) }).toEqual({
        accepted,
        status: 200,
        encoding,
        vary: ['user-agent', 'accept-encoding'],
      });
      expect(decoded(answer)).toBe(html);
      expect(answer.body.length).toBeLessThan(plain.body.length / 2);
    }
  });

  it('is sent as it is to a browser that accepts no encoding the server has', async () => {
    for (const accepted of ['identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const answer = await sendForBytes(site, '/en_us/Contact', { headers: { 'accept-encoding': accepted } });
      expect({ accepted, encoding: answer.headers['content-encoding'] }).toEqual({ accepted, encoding: undefined });
      expect(answer.body.toString('utf8')).toContain('<h1>Contact us</h1>');
    }
  });

  it('answers HEAD with the headers a GET gets and no body', async () => {
    const answer = await sendForBytes(site, '/en_us/Contact', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(varyOf(answer)).toEqual(['user-agent', 'accept-encoding']);
    expect(answer.body.length).toBe(0);
  });

  it('keeps the Vary of an answer too small to compress: the redirect of an address without a language', async () => {
    const answer = await sendForBytes(site, '/Contact', { headers: { 'accept-encoding': 'br', 'accept-language': 'zh-HK' } });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/zh_hk/Contact');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(varyOf(answer)).toEqual(['cookie', 'accept-language']);
  });
});

describe("the shell's other answers", () => {
  it('compresses sitemap.xml, which is past the threshold, and sends page-meta.json and robots.txt, under it, as they are', async () => {
    const plain = await sendForBytes(site, '/sitemap.xml');
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    const sitemap = await sendForBytes(site, '/sitemap.xml', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(sitemap.headers['content-encoding']).toBe('br');
    expect(varyOf(sitemap)).toEqual(['accept-encoding']);
    expect(decoded(sitemap)).toBe(plain.body.toString('utf8'));
    expect(decoded(sitemap)).toContain('<loc>');

    for (const [url, start] of [
      ['/page-meta.json?lang=en_us', '{"marketing":'],
      ['/robots.txt', 'User-agent: *'],
    ] as const) {
      const answer = await sendForBytes(site, url, { headers: { 'accept-encoding': 'gzip, br' } });
      expect({ url, encoding: answer.headers['content-encoding'], length: answer.headers['content-length'], vary: varyOf(answer) }).toEqual({
        url,
        encoding: undefined,
        length: String(answer.body.length),
        vary: [],
      });
      expect(answer.body.length).toBeLessThan(COMPRESSION_THRESHOLD);
      expect(answer.body.toString('utf8').startsWith(start)).toBe(true);
    }
  });

  it('compresses the api’s long answers through its proxy, sends short ones as they are, and passes request bodies on as they came', async () => {
    const list = await sendForBytes(site, '/api/countries', { headers: { 'accept-encoding': 'gzip' } });
    expect(list.status).toBe(200);
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(varyOf(list)).toEqual(['origin', 'accept-encoding']);
    expect((JSON.parse(decoded(list)) as { data: unknown[] }).data).toHaveLength(250);

    const health = await sendForBytes(site, '/api/health', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.body.toString('utf8')).toBe('{"code":"200","msg":"ok"}');
    expect(health.headers['content-length']).toBe(String(health.body.length));

    const nothing = await sendForBytes(site, '/api/csp-report', { method: 'POST', headers: { 'accept-encoding': 'gzip, br' } });
    expect(nothing.status).toBe(204);
    expect(nothing.headers['content-encoding']).toBeUndefined();

    // A body the client compressed reaches the api as it was sent, with its encoding named.
    apiSeen.length = 0;
    const gzipped = zlib.gzipSync(JSON.stringify({ firstName: 'Anna' }));
    await sendForBytes(site, '/api/lead', { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: gzipped });
    expect(apiSeen[0]?.headers['content-encoding']).toBe('gzip');
    expect(apiSeen[0]?.body.equals(gzipped)).toBe(true);
  });
});

describe('static files', () => {
  it('serve the build’s own brotli and gzip copies byte for byte, never compressed again', async () => {
    const br = await sendForBytes(site, '/main.0123abcd.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(scriptBr)).toBe(true);
    expect(br.headers['content-length']).toBe(String(scriptBr.length));
    expect(varyOf(br)).toContain('accept-encoding');

    const gz = await sendForBytes(site, '/main.0123abcd.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.equals(scriptGz)).toBe(true);

    const plain = await sendForBytes(site, '/main.0123abcd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(script);
    expect(varyOf(plain)).toContain('accept-encoding');
  });

  it('compress a text file the build left without copies when it is over the threshold, and answer a revalidation with 304 alone', async () => {
    const large = await sendForBytes(site, '/large.css', { headers: { 'accept-encoding': 'br' } });
    expect(large.headers['content-encoding']).toBe('br');
    expect(decoded(large)).toBe(largeStyles);
    expect(varyOf(large)).toContain('accept-encoding');

    const small = await sendForBytes(site, '/small.css', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString('utf8')).toBe(smallStyles);
    expect(small.headers['content-length']).toBe(String(Buffer.byteLength(smallStyles)));

    const etag = String(large.headers.etag);
    const revalidated = await sendForBytes(site, '/large.css', { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
    expect(revalidated.body.length).toBe(0);
  });

  it('on a remote’s origin vary on both the asking origin and the encoding', async () => {
    const entry = await sendForBytes(remoteBase, '/remoteEntry.js', { headers: { origin: site, 'accept-encoding': 'br' } });
    expect(entry.headers['access-control-allow-origin']).toBe(site);
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.body.equals(scriptBr)).toBe(true);
    expect(varyOf(entry).sort()).toEqual(['accept-encoding', 'origin']);

    // Its api proxy, for the standalone QA page, compresses like the shell's.
    const list = await sendForBytes(remoteBase, '/api/countries', { headers: { origin: site, 'accept-encoding': 'br' } });
    expect(list.headers['content-encoding']).toBe('br');
    expect(varyOf(list).sort()).toEqual(['accept-encoding', 'origin']);
  });
});
