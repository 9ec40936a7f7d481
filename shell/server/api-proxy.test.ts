/**
 * @jest-environment node
 */
import fs from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { rawRequest } from '@site/shared/testing/raw-http';
import { registerApiProxy } from './api-proxy';
import { createStaticServer } from './static-server';

/** What the fake api saw of each request. */
interface Seen {
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/**
 * An upstream that behaves like the api where it matters here: it answers 413 and closes the connection as
 * soon as a body passes 64 KB (the api's limit), and can be told to hang.
 */
async function fakeApi(): Promise<{ origin: string; seen: Seen[]; hang: { on: boolean }; close: () => Promise<void> }> {
  const seen: Seen[] = [];
  const hang = { on: false };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 64 * 1024) {
        response.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
        response.end('{"code":"PAYLOAD_TOO_LARGE","msg":"too large"}');
        request.socket.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      seen.push({ url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      if (hang.on) return;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: '200', msg: 'success', data: { received: size } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    hang,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A raw HTTP exchange with the shell's server: what a client that does not follow the rules sends. */
const raw = (port: number, chunks: (string | Buffer)[], gapMs = 0) => rawRequest(`http://127.0.0.1:${port}`, chunks, { gapMs });

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-proxy-'));
fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>t</title>');
let api: Awaited<ReturnType<typeof fakeApi>>;
let site: FastifyInstance;
let port = 0;
let base = '';

beforeAll(async () => {
  api = await fakeApi();
  site = await createStaticServer({
    root: dir,
    port: 0,
    timeouts: { headersMs: 1000, requestMs: 1500 },
    configure: (app) => registerApiProxy(app, { upstream: api.origin, timeoutMs: 1000 }),
  });
  port = (site.server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await site.close();
  await api.close();
});

beforeEach(() => {
  api.seen.length = 0;
  api.hang.on = false;
});

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/lead`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

const expectErrorBody = (body: unknown, code: string) => {
  expect(body).toEqual(expect.objectContaining({ code, msg: expect.stringMatching(/\S/) }));
};

describe('the api proxy', () => {
  test('forwards a body within the limit whole, with its length', async () => {
    const body = JSON.stringify({ note: 'x'.repeat(60 * 1024) });
    const response = await post(body);
    expect(response.status).toBe(200);
    expect(api.seen[0]?.body.toString()).toBe(body);
    expect(api.seen[0]?.headers['content-length']).toBe(String(Buffer.byteLength(body)));
  });

  test.each([256 * 1024, 4 * 1024 * 1024])('refuses a %i-byte body itself with 413, never forwarding it', async (size) => {
    const response = await post(JSON.stringify({ note: 'x'.repeat(size) }), { 'accept-language': 'zh-CN' });
    expect(response.status).toBe(413);
    expectErrorBody(await response.json(), 'PAYLOAD_TOO_LARGE');
    expect(api.seen).toHaveLength(0);
  });

  test('refuses a chunked body over the limit with 413', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const parts = ['POST /api/lead HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n'];
    for (let i = 0; i < 16; i += 1) parts.push(`${chunk.length.toString(16)}\r\n${chunk.toString()}\r\n`);
    parts.push('0\r\n\r\n');
    const answer = await raw(port, parts);
    expect(answer.status).toBe(413);
    expectErrorBody(JSON.parse(answer.body), 'PAYLOAD_TOO_LARGE');
    expect(api.seen).toHaveLength(0);
  });

  test('forwards a small chunked body with a Content-Length instead of the client framing', async () => {
    const answer = await raw(port, [
      'POST /api/lead HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
      '7\r\n{"a":1}\r\n0\r\n\r\n',
    ]);
    expect(answer.status).toBe(200);
    expect(api.seen[0]?.body.toString()).toBe('{"a":1}');
    expect(api.seen[0]?.headers['transfer-encoding']).toBeUndefined();
    expect(api.seen[0]?.headers['content-length']).toBe('7');
  });

  test('passes the media type on for the api to judge, whatever it is', async () => {
    for (const type of ['json', 'application/json, text/plain', 'text/plain']) {
      const response = await post('{}', { 'content-type': type });
      expect(response.status).toBeLessThan(500);
      if (response.status >= 400) expectErrorBody(await response.json(), 'UNSUPPORTED_MEDIA_TYPE');
    }
  });

  test('tells the api the address of the connection, never what the client claims', async () => {
    await post('{}', { 'x-forwarded-for': '203.0.113.9', forwarded: 'for=203.0.113.9', 'x-real-ip': '203.0.113.9' });
    const headers = api.seen[0]?.headers ?? {};
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers.forwarded).toBeUndefined();
    expect(headers['x-real-ip']).toBeUndefined();
  });

  test('answers 504 with { code, msg } when the api does not answer in time', async () => {
    api.hang.on = true;
    const response = await post('{}', { 'accept-language': 'zh-HK' });
    expect(response.status).toBe(504);
    const body = (await response.json()) as { msg: string };
    expectErrorBody(body, 'GATEWAY_TIMEOUT');
    expect(body.msg).toMatch(/逾時/);
  });
});

describe('behind two proxies of its own (trustedHops: 2)', () => {
  let behind: FastifyInstance;
  let behindBase = '';
  beforeAll(async () => {
    behind = await createStaticServer({ root: dir, port: 0, configure: (app) => registerApiProxy(app, { upstream: api.origin, trustedHops: 2 }) });
    behindBase = `http://127.0.0.1:${(behind.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    // Connections the requests left open would hold the close until they time out.
    behind.server.closeAllConnections();
    await behind.close();
  });

  test('keeps the two entries the proxies added, appends the connection, and drops what the client made up', async () => {
    // The visitor wrote 198.51.100.66 itself; the load balancer added the visitor (203.0.113.7), the next proxy
    // the load balancer (10.0.0.2); this server's peer is that proxy (the test's loopback connection).
    const response = await fetch(`${behindBase}/api/lead`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.66, 203.0.113.7,10.0.0.2', 'x-real-ip': '198.51.100.66' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    const headers = api.seen[0]?.headers ?? {};
    expect(headers['x-forwarded-for']).toBe('203.0.113.7, 10.0.0.2, 127.0.0.1');
    expect(headers['x-real-ip']).toBeUndefined();
  });

  test('passes on what there is when the chain is shorter than the hops it trusts', async () => {
    await fetch(`${behindBase}/api/lead`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' }, body: '{}' });
    expect(api.seen[0]?.headers['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
  });
});

describe('an api that is down', () => {
  test('gets 502 with { code, msg }', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port: deadPort } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const server = await createStaticServer({ root: dir, port: 0, configure: (app) => registerApiProxy(app, { upstream: `http://127.0.0.1:${deadPort}` }) });
    try {
      const response = await fetch(`http://127.0.0.1:${(server.server.address() as AddressInfo).port}/api/lead`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
      expect(response.status).toBe(502);
      expectErrorBody(await response.json(), 'BAD_GATEWAY');
    } finally {
      await server.close();
    }
  });
});

describe('what the HTTP parser refuses', () => {
  const head = 'POST /api/lead HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n';
  test.each([
    ['a Content-Length that is not a number', `${head}Content-Length: abc\r\n\r\n{}`],
    ['two different Content-Lengths', `${head}Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}`],
    ['Content-Length with Transfer-Encoding', `${head}Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`],
    ['a chunk size that is not hex', `${head}Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`],
  ])('answers %s with 400 { code, msg }', async (_name, request) => {
    const answer = await raw(port, [request]);
    expect(answer.status).toBe(400);
    expect(answer.head).toMatch(/content-type: application\/json/i);
    expectErrorBody(JSON.parse(answer.body), 'BAD_REQUEST');
    expect(api.seen).toHaveLength(0);
  });

  test('answers a 40 KB header with 431 { code, msg }', async () => {
    const answer = await raw(port, [`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40 * 1024)}\r\n\r\n`]);
    expect(answer.status).toBe(431);
    expectErrorBody(JSON.parse(answer.body), 'HEADERS_TOO_LARGE');
  });

  test('answers a URL that cannot be decoded with 400 { code, msg }', async () => {
    const answer = await raw(port, ['GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n']);
    expect(answer.status).toBe(400);
    expectErrorBody(JSON.parse(answer.body), 'BAD_REQUEST');
  });

  test('answers a missing file with 404 { code, msg }', async () => {
    const response = await fetch(`${base}/missing.js`, { headers: { 'accept-language': 'zh-CN' } });
    expect(response.status).toBe(404);
    expectErrorBody(await response.json(), 'NOT_FOUND');
  });
});

describe('a slow client', () => {
  test('trickling a body gets 408 { code, msg } and is disconnected, the api never sees it', async () => {
    const parts = [`POST /api/lead HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n`];
    for (let i = 0; i < 20; i += 1) parts.push('{"a":"b"}');
    const answer = await raw(port, parts, 400);
    expect(answer.status).toBe(408);
    expectErrorBody(JSON.parse(answer.body), 'REQUEST_TIMEOUT');
    expect(api.seen).toHaveLength(0);
  });

  test('trickling headers gets 408 too', async () => {
    const parts = ['GET /api/health HTTP/1.1\r\n'];
    for (let i = 0; i < 20; i += 1) parts.push(`X-${i}: a\r\n`);
    const answer = await raw(port, parts, 300);
    expect(answer.status).toBe(408);
  });
});

describe('the api proxy and the client\'s connection', () => {
  /** Sends one request and waits for the server to close the connection (the client never does). */
  const closesAfter = (request: string) =>
    new Promise<{ closed: boolean; head: string }>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      const timer = setTimeout(() => {
        socket.destroy();
        resolve({ closed: false, head: received.split('\r\n\r\n')[0] ?? '' });
      }, 2000);
      socket.on('data', (data) => (received += data.toString('latin1')));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearTimeout(timer);
        resolve({ closed: true, head: received.split('\r\n\r\n')[0] ?? '' });
      });
      socket.on('connect', () => socket.write(request));
    });

  test.each([
    ['Connection: close', 'GET /api/health HTTP/1.1\r\nHost: site\r\nConnection: close\r\n\r\n'],
    ['HTTP/1.0', 'GET /api/health HTTP/1.0\r\nHost: site\r\n\r\n'],
  ])('closes the connection after the answer when the client asks for it (%s), whatever the api keeps', async (_name, request) => {
    const { closed, head } = await closesAfter(request);
    expect(head).toMatch(/^HTTP\/1\.[01] 200/);
    expect(head).not.toMatch(/^keep-alive:/im);
    expect(closed).toBe(true);
  });

  test('keeps a client\'s HTTP/1.1 connection open for its next request, as usual', async () => {
    const { closed, head } = await closesAfter('GET /api/health HTTP/1.1\r\nHost: site\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    expect(closed).toBe(false);
  });
});

describe('a request without a Host header', () => {
  test.each([
    ['a page', 'GET / HTTP/1.1\r\nAccept-Language: zh-CN\r\n\r\n'],
    ['the api', 'POST /api/lead HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\nAccept-Language: zh-CN\r\n\r\n{}'],
  ])('is refused with the site\'s JSON error in the client\'s language (%s), and never reaches the api', async (_name, request) => {
    const answer = await raw(port, [request]);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ code: 'BAD_REQUEST', msg: expect.stringMatching(/[\u4e00-\u9fff]/), data: null });
    expect(api.seen).toHaveLength(0);
  });

  test('is answered as usual over HTTP/1.0, which has no Host header', async () => {
    const answer = await raw(port, ['GET /api/health HTTP/1.0\r\n\r\n']);
    expect(answer.head).toMatch(/^HTTP\/1\.[01] 200/);
  });
});
