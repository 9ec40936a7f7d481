/**
 * @jest-environment node
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { isCrossSite, parseFields, postAnswer, registerFormPosts, type FormPost } from './form-posts';
import { loadShellStrings } from './render-frame';

// The refusal page speaks the shell's strings, which the site's server loads as it starts.
beforeAll(() => loadShellStrings());

const SITE = 'http://localhost:3000';
let app: FastifyInstance;
let posts: FormPost[];
let base = '';

interface Answer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/** A POST over a real connection (the server's own parsers and limits). */
async function post(url: string, body: string, headers: Record<string, string>): Promise<Answer> {
  const response = await fetch(base + url, { method: 'POST', body, headers });
  return { statusCode: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
}

beforeEach(async () => {
  posts = [];
  app = Fastify();
  await registerFormPosts(app, {
    bodyLimitBytes: 1024,
    trustedHops: 0,
    originOf: () => SITE,
    isPagePath: (pathname) => pathname.startsWith('/en_us/') || pathname.startsWith('/zh_cn/'),
    renderPage: async (_request, reply, post) => {
      posts.push(post);
      // As the shell's page: a form its remote does not know is 400.
      const answer = postAnswer(post.form === 'enquiry' ? { kind: 'done', status: 200, outcome: { values: {}, errors: {}, sent: true } } : { kind: 'unknown' }, post.form);
      return reply.code(answer.status).type('text/html').send(`<p>${JSON.stringify(answer.data ?? null)}</p>`);
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${address && typeof address === 'object' ? address.port : 0}`;
});
afterEach(() => app.close());

const form = (body: string, headers: Record<string, string> = {}) =>
  post('/en_us/InternationalTrade', body, { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, ...headers });

describe('a form posted without JavaScript', () => {
  it('passes the named form and every field, repeated names in order, with the visitor’s address, and is never cached', async () => {
    const response = await form('_form=enquiry&city=Shenzhen&interestedProduct=A&interestedProduct=B&note=%3Cscript%3E');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('"form:enquiry"');
    expect(posts).toEqual([{ form: 'enquiry', fields: { _form: ['enquiry'], city: ['Shenzhen'], interestedProduct: ['A', 'B'], note: ['<script>'] }, forwardedFor: '127.0.0.1' }]);
  });

  it('refuses a post from another site with a page saying so (403), by its Origin or, without one, its Referer', async () => {
    const byOrigin = await form('_form=enquiry', { origin: 'https://evil.example' });
    expect(byOrigin.statusCode).toBe(403);
    expect(byOrigin.headers['content-type']).toMatch(/text\/html/);
    expect(byOrigin.body).toContain('The form was sent from another website');
    const byReferer = await post('/zh_cn/Contact', '_form=enquiry', { 'content-type': 'application/x-www-form-urlencoded', referer: 'https://evil.example/page' });
    expect(byReferer.statusCode).toBe(403);
    expect(byReferer.body).toContain('该表单来自其他网站');
    expect(posts).toEqual([]);
  });

  it('answers a body over the api’s limit 413 without rendering, with a page that says the form was not sent and links back to it', async () => {
    const response = await form(`_form=enquiry&mainBusiness=${'x'.repeat(2000)}`, { accept: 'text/html' });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<h1>Your form was not sent</h1>');
    expect(response.body).toContain('It was larger than the 1 KB we accept');
    expect(response.body).toContain('<a class="primary" href="/en_us/InternationalTrade">Back to the form</a>');
    expect(posts).toEqual([]);
  });

  it('answers a form the page does not take, or no form named, 400', async () => {
    expect((await form('_form=unknown&city=x')).statusCode).toBe(400);
    expect((await form('city=x')).statusCode).toBe(400);
    expect(posts.map((post) => post.form)).toEqual(['unknown', '']);
  });

  it('takes only a form’s encoding, and posts to pages only', async () => {
    const encoded = await form('{"_form":"enquiry"}', { 'content-type': 'application/json' });
    expect([encoded.statusCode, encoded.headers['content-type']]).toEqual([415, 'text/html; charset=utf-8']);
    expect(encoded.body).toContain('<h1>Your form was not sent</h1>');
    const notAPage = await post('/other/path', '_form=enquiry', { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, accept: 'text/html' });
    expect([notAPage.statusCode, notAPage.headers['content-type']]).toEqual([404, 'text/html; charset=utf-8']);
    expect(posts).toEqual([]);
  });

  it('answers a script that asks for JSON with `{ code, msg }`, as every server of the site does', async () => {
    const encoded = await form('{"_form":"enquiry"}', { 'content-type': 'application/json', accept: 'application/json' });
    expect([encoded.statusCode, JSON.parse(encoded.body)]).toEqual([415, { code: 'UNSUPPORTED_MEDIA_TYPE', msg: expect.any(String), data: null }]);
    const notAPage = await post('/other/path', '_form=enquiry', { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, accept: 'application/json' });
    expect([notAPage.statusCode, JSON.parse(notAPage.body)]).toEqual([404, { code: 'NOT_FOUND', msg: expect.any(String), data: null }]);
  });
});

describe('helpers', () => {
  it('reads a same-site post as such, and a cross-site one by the browser’s word too', () => {
    expect(isCrossSite({ origin: SITE }, SITE)).toBe(false);
    expect(isCrossSite({ referer: `${SITE}/en_us/Contact` }, SITE)).toBe(false);
    expect(isCrossSite({ origin: 'null' }, SITE)).toBe(true);
    expect(isCrossSite({ origin: SITE, 'sec-fetch-site': 'cross-site' }, SITE)).toBe(true);
  });

  it('parses a form body as the browser encodes it', () => {
    expect(parseFields('a=1&a=2&b=%E4%BD%A0+%E5%A5%BD')).toEqual({ a: ['1', '2'], b: ['你 好'] });
  });

  it('answers a remote that cannot run the form 503 without an outcome', () => {
    expect(postAnswer({ kind: 'unavailable' }, 'enquiry')).toEqual({ status: 503 });
    expect(postAnswer(undefined, 'enquiry')).toEqual({ status: 400 });
  });
});
