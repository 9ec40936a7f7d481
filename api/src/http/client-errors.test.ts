import { rawRequest } from '@site/shared/testing/raw-http';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ config: { timeouts: { headersMs: 800, requestMs: 1200 } } });
}, 90_000);
afterAll(async () => {
  await server?.close();
});

const INSERT = '/api/official/potentialCust/insert';
const head = `POST ${INSERT} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n`;

const parse = (text: string): unknown => JSON.parse(text);

describe('what the HTTP parser refuses is answered { code, msg }', () => {
  it.each([
    ['a Content-Length that is not a number', `${head}Content-Length: abc\r\n\r\n{}`],
    ['two different Content-Lengths', `${head}Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}`],
    ['Content-Length with Transfer-Encoding', `${head}Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`],
    ['a chunk size that is not hex', `${head}Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`],
  ])('400 BAD_REQUEST for %s', async (_name, request) => {
    const answer = await rawRequest(server.origin, [request]);
    expect(answer.status).toBe(400);
    expect(answer.head).toMatch(/content-type: application\/json/i);
    expect(parse(answer.body)).toEqual({ code: 'BAD_REQUEST', msg: 'The request could not be read', data: null });
  });

  it('431 HEADERS_TOO_LARGE for a 40 KB header, in the language the request asked for', async () => {
    const answer = await rawRequest(server.origin, [`GET /api/health HTTP/1.1\r\nHost: x\r\nAccept-Language: zh-CN\r\nX-Big: ${'a'.repeat(40 * 1024)}\r\n\r\n`]);
    expect(answer.status).toBe(431);
    expect(parse(answer.body)).toEqual({ code: 'HEADERS_TOO_LARGE', msg: '请求头过大', data: null });
  });

  it('400 BAD_REQUEST for a URL that cannot be decoded', async () => {
    const answer = await rawRequest(server.origin, ['GET /api/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n']);
    expect(answer.status).toBe(400);
    expect(parse(answer.body)).toEqual({ code: 'BAD_REQUEST', msg: 'The request could not be read', data: null });
  });
});

describe('a slow client', () => {
  it('trickling a body gets 408 REQUEST_TIMEOUT', async () => {
    const parts = [`${head}Content-Length: 400\r\n\r\n`];
    for (let i = 0; i < 40; i += 1) parts.push('{"a":"b"}');
    const answer = await rawRequest(server.origin, parts, { gapMs: 300 });
    expect(answer.status).toBe(408);
    expect(parse(answer.body)).toEqual({ code: 'REQUEST_TIMEOUT', msg: 'The request took too long to arrive; please try again', data: null });
  });

  it('trickling headers gets 408 too', async () => {
    const parts = ['GET /api/health HTTP/1.1\r\n'];
    for (let i = 0; i < 20; i += 1) parts.push(`X-${i}: a\r\n`);
    const answer = await rawRequest(server.origin, parts, { gapMs: 200 });
    expect(answer.status).toBe(408);
  });
});

describe('a request without a Host header', () => {
  it.each([
    ['en', 'GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n', 'The request could not be read'],
    ['zh-CN', `POST ${INSERT} HTTP/1.1\r\nAccept-Language: zh-CN\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`, '无法读取该请求'],
    ['zh-HK', 'GET /nope HTTP/1.1\r\nAccept-Language: zh-HK\r\n\r\n', '無法讀取該請求'],
  ])('over HTTP/1.1 is refused with 400 BAD_REQUEST as JSON in the asked language (%s), and the connection closes', async (_lang, request, msg) => {
    const answer = await rawRequest(server.origin, [request]);
    expect(answer.status).toBe(400);
    expect(answer.head).toMatch(/content-type: application\/json/i);
    expect(answer.head).toMatch(/connection: close/i);
    expect(parse(answer.body)).toEqual({ code: 'BAD_REQUEST', msg, data: null });
  });

  it('over HTTP/1.0, which has no Host header, is answered as usual', async () => {
    const answer = await rawRequest(server.origin, ['GET /api/health HTTP/1.0\r\n\r\n']);
    expect(answer.status).toBe(200);
    expect(parse(answer.body)).toMatchObject({ code: '200', data: { status: 'ok' } });
  });
});
