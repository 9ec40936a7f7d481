/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { XSS_PAYLOADS } from '@site/shared/testing/xss-payloads';
import { fakeRemote, publishedFiles, route, routeManifest, type FakeRemote } from './testing/fake-remote';
import { close, listen, partsInOrder, send, urlOf } from './testing/http';
import { closeAll, shellBuild, shellIndex, startShell } from './testing/shell';

function marketingFiles(heading: string): Record<string, string> {
  const page = (title: string) => ({ title, description: `${title}, described.`, indexable: true, fragment: '', css: ['page.css'], js: ['page.js'] });
  const manifest = routeManifest({
    server: 'server/v1.cjs',
    assets: { css: ['expose.css'], js: ['expose.js'] },
    routes: [route(''), route('About', { query: ['id'] }), route('amazon', { query: ['*'] }), route('Contact'), route('PaymentManagement', { aliases: ['Payment&FX'] })],
    nav: [
      { group: 'company', order: 10, path: 'About', label: { en_us: 'About Us', zh_cn: '关于我们', zh_hk: '關於我們' } },
      { group: 'footerAbout', order: 20, path: 'About?id=2', label: { en_us: 'Milestones', zh_cn: '发展历程', zh_hk: '發展歷程' } },
    ],
    pages: {
      en_us: {
        '': { ...page('Home page'), fragment: 'en_us/index.html' },
        About: { ...page('About us'), fragment: 'en_us/About.html', lastmod: '2025-02-28' },
        amazon: { ...page('Marketplace sellers'), fragment: 'en_us/amazon.html' },
        Contact: { ...page('Contact us'), fragment: 'en_us/Contact.html' },
        PaymentManagement: { ...page('Payment & FX'), fragment: 'en_us/PaymentManagement.html' },
      },
      zh_cn: { '': { ...page('首页'), fragment: 'zh_cn/index.html' }, About: { ...page('关于我们'), fragment: 'zh_cn/About.html' } },
      zh_hk: { '': { ...page('首頁'), fragment: 'zh_hk/index.html' }, About: { ...page('關於我們'), fragment: 'zh_hk/About.html' } },
    },
  });
  return publishedFiles(manifest, {
    '/fragments/v1/en_us/index.html': `<h1>${heading}</h1>`,
    '/fragments/v1/en_us/About.html': `<h1>About ${heading}</h1><img src="http://cdn.build.invalid/assets/map.svg" alt="">`,
    '/fragments/v1/en_us/amazon.html': `<h1>Sellers ${heading}</h1>`,
    '/fragments/v1/zh_cn/About.html': '<h1>关于我们</h1><p>上市供应链金融集团的国际业务平台。</p>',
    // Its server build renders a page for a query, its text escaped as React escapes it; a tab it
    // cannot render (id=broken) fails.
    '/server/v1.cjs': `const escape = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
    module.exports.default = {
      async render(lang, path, options) {
        if (options.query.id === 'broken') throw new Error('no such tab');
        // The third tab names itself as it renders.
        const title = options.query.id === '3' ? { title: 'Our partners' } : {};
        return { html: '<h1>Rendered ${heading} ' + lang + ' ' + path + ' ' + escape(JSON.stringify(options.query)) + '</h1>', namespaces: [], ...title };
      },
    };`,
  });
}

/** The start-up script the build inlines (shell/src/boot.ts), reduced to something recognisable. */
const bootCode = 'document.documentElement.dataset.booted="1"';
const { dir, root } = shellBuild('shell-server-', { index: shellIndex({ head: '<meta name=description content="x">', body: `<script data-entry=/main.js>${bootCode}</script>` }) });
/** The version of the candidate release a tester previews. */
const CANDIDATE_VERSION = '5eb605d83b7c';
const remotesFile = path.join(dir, 'remotes.json');
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let server: FastifyInstance;
let base = '';
const remotes: FakeRemote[] = [];
/** The origin of fake remote A or B. */
const originOf = (index: 0 | 1): string => remotes[index]?.origin ?? '';
const writeRemotes = (marketing: string) => fs.writeFileSync(remotesFile, JSON.stringify({ remotes: { marketing: `${marketing}/mf-manifest.json` } }));

beforeAll(async () => {
  // Origin A also holds a candidate release beside its live build, as a team publishes one for QA; so does B.
  const release = (heading: string) => Object.fromEntries(Object.entries(marketingFiles(heading)).map(([file, body]) => [`/releases/${CANDIDATE_VERSION}${file}`, body]));
  remotes.push(await fakeRemote({ ...marketingFiles('Origin A'), ...release('Candidate') }));
  remotes.push(await fakeRemote({ ...marketingFiles('Origin B'), ...release('Staged on B') }));
  writeRemotes(originOf(0));
  server = await startShell({ root, publicDir: dir, remotesFile });
  base = urlOf(server);
});

afterAll(() => closeAll([server, ...remotes], dir), 30_000);

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${base}${pathname}`, { headers, redirect: 'manual' });
/** A GET with its path sent exactly as written (fetch would normalize `/./` and `//`). */
const rawGet = (pathname: string, headers: Record<string, string>) => send(base, pathname, { headers });

describe('the shell server composes each page (issue: every page arrives as HTML)', () => {
  it('serves the head of the page in its language: title, description, lang, canonical, hreflang, Open Graph', async () => {
    writeRemotes(originOf(0));
    const html = await (await get('/zh_cn/About')).text();
    expect(html).toContain('<html lang="zh-CN"');
    expect(html).toContain('<title>关于我们 | 信风金融</title>');
    // As React renders them: the browser's tree renders the same component after a move.
    expect(html).toContain('<meta name="description" content="关于我们, described."/>');
    expect(html).toContain(`<link rel="canonical" href="${base}/zh_cn/About"/>`);
    for (const [hreflang, lang] of [['en', 'en_us'], ['zh-CN', 'zh_cn'], ['zh-HK', 'zh_hk']]) {
      expect(html).toContain(`<link rel="alternate" hrefLang="${hreflang}" href="${base}/${lang}/About"/>`);
    }
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${base}/About"/>`);
    expect(html).toContain('<meta property="og:title" content="关于我们 | 信风金融"/>');
    expect(html).toContain('<meta property="og:locale" content="zh_CN"/>');
    // Marked, so that the browser's tree can take its place after the visitor's first move.
    const start = html.indexOf('<!--page-head--><title>');
    expect(start).toBeGreaterThan(-1);
    expect(html.indexOf('<meta name="twitter:card" content="summary_large_image"/><!--/page-head-->')).toBeGreaterThan(start);
    // A tab the address picks is its own page: its canonical address keeps the query that picks it.
    const tab = await (await get('/zh_cn/About?id=2&utm_source=x')).text();
    expect(tab).toContain(`<link rel="canonical" href="${base}/zh_cn/About?id=2"/>`);
    expect(html).not.toContain('application/ld+json');
  });

  it('marks a mobile user agent on the document, so the mobile layout shows from the first paint', async () => {
    const phone = await (await get('/en_us/About', { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' })).text();
    expect(phone).toContain('<html lang="en" data-mobile-ua=""');
    expect(await (await get('/en_us/About', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' })).text()).toContain('<html lang="en">');
  });

  it('puts the remote\'s fragment in its region, inside the shell\'s header and footer, with its CSS linked and no script ahead of the paint', async () => {
    writeRemotes(originOf(0));
    const html = await (await get('/zh_cn/About')).text();
    const origin = originOf(0);
    expect(html).toMatch(/<header[\s\S]*<main[\s\S]*data-remote="marketing\/Pages"[\s\S]*data-ssr="zh_cn:\/About"><h1>关于我们<\/h1><p>上市供应链金融集团的国际业务平台。<\/p><\/div>[\s\S]*<\/main>[\s\S]*<footer/);
    expect(html).toContain(`<link rel="stylesheet" href="${origin}/expose.css" crossorigin="anonymous" data-remote="marketing">`);
    expect(html).toContain(`<link rel="stylesheet" href="${origin}/page.css" crossorigin="anonymous" data-remote="marketing">`);
    // Above the start-up script, which starts main.js only once they have loaded or failed.
    expect(html.indexOf(`${origin}/page.css`)).toBeLessThan(html.indexOf('data-entry=/main.js'));
    expect(html).toContain(`<link rel="preconnect" href="${origin}">`);
    // The page paints from its HTML: scripts start after that paint, never competing with it; the
    // start-up script then preloads the remote's entry and exposed module along with the shell's own.
    expect(html).not.toMatch(/as="?script/);
    expect(html).toContain(`<script data-preload="${origin}/remoteEntry.js ${origin}/expose.js" data-preload-remote="marketing" data-entry=/main.js>`);
    expect(html).toContain('<script type="application/json" id="site-routes">');
  });

  it('sends the remotes with the page as it checked remotes.json, so the browser asks for nothing before loading them', async () => {
    const servedRemotes = (html: string) =>
      (JSON.parse(/<script type="application\/json" id="site-routes">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as { remotes?: unknown }).remotes;
    fs.writeFileSync(remotesFile, JSON.stringify({ remotes: { marketing: `${originOf(0)}/mf-manifest.json` }, timeouts: { manifestMs: 4000, scriptMs: 9000 } }));
    expect(servedRemotes(await (await get('/en_us/About')).text())).toEqual({
      remotes: { marketing: `${originOf(0)}/mf-manifest.json` },
      timeouts: { manifestMs: 4000, scriptMs: 9000 },
      retries: 2,
    });
    // An invalid file is not sent: the browser reads it itself and says what is wrong with it.
    fs.writeFileSync(remotesFile, JSON.stringify({ remotes: { marketing: `${originOf(0)}/mf-manifest.json` }, retries: 99 }));
    const page = await get('/en_us/About');
    expect(page.status).toBe(200);
    expect(servedRemotes(await page.text())).toBeUndefined();
    writeRemotes(originOf(0));
  });

  it('describes the company as JSON-LD on Home only', async () => {
    const html = await (await get('/en_us')).text();
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}';
    expect(JSON.parse(json)).toMatchObject({ '@type': 'Organization', name: 'Tradewind Finance', url: `${base}/` });
    expect(html).toContain('<h1>Origin A</h1>');
  });

  it('switches to the fragment of a remote\'s new URL in remotes.json, with no rebuild or restart, and moves its asset URLs there', async () => {
    writeRemotes(originOf(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const html = await (await get('/en_us/About')).text();
    expect(html).toContain('<h1>About Origin B</h1>');
    expect(html).toContain(`<img src="${originOf(1)}/assets/map.svg"`);
    expect(await (await get('/remotes.json')).text()).toContain(originOf(1));
    writeRemotes(originOf(0));
  });

  it('renders a page a query picks for that query, with the names its route declares', async () => {
    writeRemotes(originOf(0));
    // Its built fragment is the page without a query (the first tab): not served for another tab.
    const tab = await (await get('/en_us/About?id=2&utm_source=mail')).text();
    expect(tab).not.toContain('About Origin A');
    expect(tab).toContain('<h1>Rendered Origin A en_us /About {&quot;id&quot;:&quot;2&quot;}</h1>');
    expect(tab).toContain('<title>About us | Tradewind Finance</title>');
    // A page that names itself as it renders has that title in its head.
    const named = await (await get('/en_us/About?id=3')).text();
    expect(named).toContain('<title>Our partners | Tradewind Finance</title>');
    expect(named).toContain('<meta property="og:title" content="Our partners | Tradewind Finance"/>');
    // A page whose links carry the whole query ('*') is rendered with all of it.
    expect(await (await get('/en_us/amazon')).text()).toContain('<h1>Sellers Origin A</h1>');
    expect(await (await get('/en_us/amazon?utm_source=mail')).text()).toContain('<h1>Rendered Origin A en_us /amazon {&quot;utm_source&quot;:&quot;mail&quot;}</h1>');
  });

  it('leaves the region to the browser when the page for its query cannot be rendered', async () => {
    writeRemotes(originOf(0));
    const html = await (await get('/en_us/About?id=broken')).text();
    expect(html).not.toContain('About Origin A');
    expect(html).not.toContain('Rendered');
    expect(html).toContain('data-remote="marketing/Pages"');
    // The region renders in the browser, so the remote's code is preloaded with the page.
    expect(html).toContain(`<link rel="preload" href="${originOf(0)}/remoteEntry.js" as="script" data-remote="marketing">`);
    expect(html).toContain(`<link rel="preload" href="${originOf(0)}/page.js" as="script" data-remote="marketing">`);
    expect(html).not.toContain('data-preload=');
  });

  it('still serves the page with header, footer and the region when the remote is down', async () => {
    writeRemotes('http://127.0.0.1:9');
    const response = await get('/en_us/Contact');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<header[\s\S]*data-remote="marketing\/Pages"[\s\S]*<footer/);
    expect(html).toContain('<title>Tradewind Finance</title>');
    writeRemotes(originOf(0));
  });

  it('frames the pages of a remote that is down from the start, from the routes it last published', async () => {
    writeRemotes(originOf(0));
    expect((await get('/en_us/About')).status).toBe(200); // read once: its routes are kept beside remotes.json
    const downRemotes = path.join(dir, 'remotes-down.json');
    fs.writeFileSync(downRemotes, JSON.stringify({ remotes: { marketing: 'http://127.0.0.1:9/mf-manifest.json' } }));
    // A new server (a restart) that cannot reach the remote at all.
    const restarted = await startShell({ root, publicDir: dir, remotesFile: downRemotes, lastKnownRoutesFile: path.join(dir, 'routes.last-known.json'), remoteTimeoutMs: 300 });
    try {
      const response = await fetch(`${urlOf(restarted)}/en_us/About`, { redirect: 'manual' });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<header[\s\S]*data-remote="marketing\/Pages"[\s\S]*<footer/);
      // Its links are still in the menus.
      expect(html).toContain('href="/en_us/About"');
    } finally {
      await restarted.close();
    }
  });

  it('sends an address without a language to the stored language, else the browser\'s', async () => {
    expect((await get('/About?id=2', { cookie: 'site_lang=HK' })).headers.get('location')).toBe('/zh_hk/About?id=2');
    expect((await get('/', { 'accept-language': 'zh-CN,zh;q=0.9' })).headers.get('location')).toBe('/zh_cn');
    expect((await get('/Contact')).headers.get('location')).toBe('/en_us/Contact');
  });

  it('redirects aliases and other letter cases to the canonical path, and unknown paths to the root of their language', async () => {
    const alias = await get('/en_us/Payment&FX');
    expect([alias.status, alias.headers.get('location')]).toEqual([301, '/en_us/PaymentManagement']);
    expect((await get('/zh_cn/about')).headers.get('location')).toBe('/zh_cn/About');
    const unknown = await get('/en_us/nowhere');
    expect([unknown.status, unknown.headers.get('location')]).toEqual([302, '/en_us']);
    expect((await get('/zh_cn/nowhere')).headers.get('location')).toBe('/zh_cn');
  });

  it('never takes a spoofed Host header for the site\'s address in canonical links, the sitemap or robots.txt', async () => {
    writeRemotes(originOf(0));
    const spoofed = { host: 'evil.example' };
    const page = (await rawGet('/en_us/About', spoofed)).body;
    const sitemap = (await rawGet('/sitemap.xml', spoofed)).body;
    const robots = (await rawGet('/robots.txt', spoofed)).body;
    for (const text of [page, sitemap, robots]) expect(text).not.toContain('evil.example');
    // Given no origin, the server names its own listening address (127.0.0.1 here).
    expect(page).toContain(`<link rel="canonical" href="${base}/en_us/About"`);
    expect(robots).toContain(`Sitemap: ${base}/sitemap.xml`);
    // This machine's other names, at any port, are a client's claim too (public-surface.test.ts).
    expect((await rawGet('/robots.txt', { host: 'localhost:9999' })).body).toContain(`Sitemap: ${base}/sitemap.xml`);
  });

  it('answers a mistyped page path with the site\'s own unknown-path handling in the visitor\'s language, never a JSON 404', async () => {
    const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-language': 'zh-CN,zh;q=0.9' };
    const cases: [string, Record<string, string>, string][] = [
      ['/en_us/a.b', {}, '/en_us'],
      ['/zh_hk/a.b', {}, '/zh_hk'],
      ['/zh_cn/Contact.', {}, '/zh_cn'],
      ['//evil.example', html, '/zh_cn'],
      ['/.//evil.example', html, '/zh_cn'],
      ['/WecomRedirect?redirect=/en_us/../../../evil.example', html, '/zh_cn'],
    ];
    for (const [address, headers, landing] of cases) {
      const hops: string[] = [];
      let response = await rawGet(address, headers);
      while (response.status === 302 && hops.length < 5) {
        const location = response.headers.location ?? '';
        // Every hop stays on the site: a path, never a protocol-relative or absolute address.
        expect(location).toMatch(/^\/(?![/\\])/);
        hops.push(location);
        response = await rawGet(location, headers);
      }
      expect([address, response.status, hops.at(-1)]).toEqual([address, 200, landing]);
      expect([address, response.status, response.headers['content-type']]).toEqual([address, 200, 'text/html; charset=utf-8']);
    }
    // A docs address with encoded dot segments is a page path (here no remote has docs: the language's home), never a file.
    const traversal = await rawGet('/en_us/docs/..%2F..%2Fetc%2Fpasswd', {});
    expect([traversal.status, traversal.headers.location]).toEqual([302, '/en_us']);
    expect(traversal.body).not.toContain('root:');
    // A missing file that no page path holds, asked for by a script, is still a missing file.
    const missing = await rawGet('/static/js/missing.0123abcd.js', { accept: '*/*' });
    expect([missing.status, missing.headers['content-type']]).toEqual([404, 'application/json; charset=utf-8']);
  });

  it('follows /WecomRedirect to on-site targets only', async () => {
    expect((await get('/WecomRedirect?redirect=%2Fzh_cn%2FContact')).headers.get('location')).toBe('/zh_cn/Contact');
    expect((await get('/WecomRedirect?redirect=https%3A%2F%2Fevil.example%2F')).headers.get('location')).toBe('/');
    expect((await get('/WecomRedirect?redirect=%2F%2Fevil.example')).headers.get('location')).toBe('/');
    // Dot segments that fold into '//evil.example' must not become a Location off the site.
    for (const trick of ['%2F.%2F%2Fevil.example', '%2F..%2F%2Fevil.example', '%2Fa%2F..%2F%2Fevil.example']) {
      expect((await get(`/WecomRedirect?redirect=${trick}`)).headers.get('location')).toBe('/');
    }
  });

  it('keeps every off-site /WecomRedirect target variant on the site, whichever parameter carries it', async () => {
    const variants = ['//evil.example', '/\\evil.example', '%2F%2Fevil.example', '/%2F%2Fevil.example', '/.//evil.example', '/..//evil.example', '/a/..//evil.example', '/%0A/evil.example', 'javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<script>alert(1)</script>', 'https://evil.example', 'http:evil.example', '\\\\evil.example', ' //evil.example'];
    let probes = 0;
    for (const variant of variants) {
      for (const name of ['redirect', 'state', 'target']) {
        for (const encoded of [encodeURIComponent(variant), variant.replace(/ /g, '%20').replace(/#/g, '%23').replace(/&/g, '%26')]) {
          const response = await get(`/WecomRedirect?${name}=${encoded}`);
          probes += 1;
          expect(response.status).toBe(302);
          expect(response.headers.get('location')).toMatch(/^\/(?![/\\])/);
          expect(new URL(response.headers.get('location') ?? '', base).origin).toBe(base);
        }
      }
    }
    console.log(`WecomRedirect: ${probes} off-site probes, 0 left the site`);
  });

  it('never reflects a payload in the address into the page unescaped', async () => {
    writeRemotes(originOf(0));
    let pages = 0;
    const reflected: string[] = [];
    for (const payload of XSS_PAYLOADS) {
      const encoded = encodeURIComponent(payload);
      for (const address of [`/en_us/About?id=${encoded}`, `/en_us/amazon?q=${encoded}`, `/en_us/About?${encoded}=1`, `/en_us/${encoded}`]) {
        const html = await (await get(address)).text();
        pages += 1;
        if (/[<>"']/.test(payload) && html.includes(payload)) reflected.push(address);
      }
    }
    console.log(`XSS in the address: ${pages} pages, ${reflected.length} reflected`);
    expect(reflected).toEqual([]);
    // 200 pages composed one after another: seconds on a busy two-core machine.
  }, 60_000);

  it('lists every indexable page in sitemap.xml with its language alternates and last change', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    expect(xml).toContain(`<url><loc>${base}/en_us/About</loc><lastmod>2025-02-28</lastmod><xhtml:link rel="alternate" hreflang="en" href="${base}/en_us/About"/>`);
    expect(xml).toContain(`<loc>${base}/zh_hk</loc>`);
    expect(xml).toContain(`hreflang="x-default" href="${base}/About"`);
  });

  it('allows scripts only from this origin and the remotes remotes.json names, and keeps remotes.json uncached', async () => {
    const response = await get('/remotes.json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp.split(';').find((directive) => directive.startsWith('script-src'))).toBe(`script-src 'self' ${sha256(bootCode)} ${originOf(0)}`);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) expect(csp.split(';')).toContain(directive);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // No inline styles either: every style comes from a stylesheet of this origin or a remote's.
    expect(csp.split(';').find((directive) => directive.startsWith('style-src'))).toBe(`style-src 'self' ${originOf(0)}`);
    // Violations go to the api's report operation, through this server's /api proxy.
    expect(csp.split(';')).toEqual(expect.arrayContaining(['report-uri /api/security/csp-report', 'report-to csp']));
    expect(response.headers.get('reporting-endpoints')).toBe('csp="/api/security/csp-report"');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('allows the inline start-up script the page carries by its hash, and no other inline script', async () => {
    const response = await get('/en_us/About');
    const html = await response.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    const runnable = scripts.filter(([, attributes = '']) => !/type="application\/(?:ld\+)?json"/.test(attributes));
    expect(runnable.map(([, attributes]) => attributes)).toEqual([` data-preload="${originOf(0)}/remoteEntry.js ${originOf(0)}/expose.js" data-preload-remote="marketing" data-entry=/main.js`]);
    const scriptSrc = (response.headers.get('content-security-policy') ?? '').split(';').find((directive) => directive.startsWith('script-src')) ?? '';
    // The hash of the text exactly as served: a browser runs it, and nothing else inline.
    expect(scriptSrc.split(' ').filter((source) => source.startsWith("'sha256-"))).toEqual([sha256(runnable[0]?.[2] ?? '')]);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('gives the titles of every page in one language for navigations in the browser', async () => {
    const index = (await (await get('/page-meta.json?lang=zh_hk')).json()) as Record<string, Record<string, { title: string }>>;
    expect(index.marketing?.About?.title).toBe('關於我們');
    expect((await get('/page-meta.json?lang=fr')).status).toBe(400);
  });
});

describe('a tester previews a candidate build in their own browser', () => {
  const candidateUrl = () => `${originOf(0)}/releases/${CANDIDATE_VERSION}/mf-manifest.json`;
  const previewCookieOf = (response: Response) => /site_preview=[^;]*/.exec(response.headers.get('set-cookie') ?? '')?.[0] ?? '';
  /** The tester's press of the confirmation page's button: its form posted from the site's own page. */
  const confirm = (page: string, value: string) =>
    fetch(`${base}${page}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({ _form: 'site-preview', 'site-preview': value }).toString(),
    });

  it("takes a candidate on the remote's own origin once the tester confirms it, keeps it in this browser, and composes its pages from it", async () => {
    writeRemotes(originOf(0));
    // The address asks; the answer is a page to confirm it, which sets nothing.
    const asked = await get(`/en_us/About?site-preview=${encodeURIComponent(`marketing:${candidateUrl()}`)}`);
    expect([asked.status, asked.headers.get('set-cookie')]).toEqual([200, null]);
    expect(await asked.text()).toContain(`<button type="submit">Preview release ${CANDIDATE_VERSION}</button>`);
    const set = await confirm('/en_us/About', `marketing:${candidateUrl()}`);
    expect([set.status, set.headers.get('location')]).toEqual([303, '/en_us/About']);
    expect(set.headers.get('set-cookie')).toMatch(/^site_preview=[^;]+; Path=\/; SameSite=Lax; Secure; HttpOnly; Max-Age=7200$/);
    const cookie = previewCookieOf(set);

    const previewed = await get('/en_us/About', { cookie });
    const html = await previewed.text();
    expect(html).toContain('<h1>About Candidate</h1>');
    // The banner says so, with the way back (a form posted to the page), and the browser is told to load the same build.
    const banner = ['role="status"', 'marketing', 'method="post"', 'name="site-preview" value="reset"'];
    expect(partsInOrder(html, banner)).toEqual(banner);
    expect(html).toContain(`"preview":{"remotes":{"marketing":"${candidateUrl()}"}}`);
    // The remotes sent with the page have the candidate in place of the live build.
    expect(html).toContain(`"remotes":{"remotes":{"marketing":"${candidateUrl()}"}`);
    // Never kept by a cache for anyone else.
    expect(previewed.headers.get('cache-control')).toBe('private, no-store');

    // Another browser, at the same moment, sees the live build.
    const live = await get('/en_us/About');
    expect(await live.text()).toContain('<h1>About Origin A</h1>');
    expect(live.headers.get('cache-control')).toBe('no-cache');

    // Reset ends it, by the banner's form or by the address.
    const back = await confirm('/en_us/About', 'reset');
    expect([back.status, back.headers.get('location')]).toEqual([303, '/en_us/About']);
    expect(back.headers.get('set-cookie')).toMatch(/^site_preview=; .*Max-Age=0$/);
    const reset = await get('/en_us/About?site-preview=reset', { cookie });
    expect(reset.headers.get('set-cookie')).toMatch(/^site_preview=; .*Max-Age=0$/);
  });

  it('refuses an address the site does not allow, saying why, and shows the live build', async () => {
    writeRemotes(originOf(0));
    const cases: [string, string][] = [
      [`marketing:https://evil.example/releases/${CANDIDATE_VERSION}/mf-manifest.json`, 'not-allowed'],
      [`marketing:${originOf(1)}/releases/${CANDIDATE_VERSION}/mf-manifest.json`, 'not-allowed'],
      ['marketing:javascript:alert(1)//mf-manifest.json', 'malformed'],
      [`marketing:${originOf(0)}/releases/${CANDIDATE_VERSION}/remoteEntry.js`, 'malformed'],
      [`marketing:${originOf(0)}/releases/${CANDIDATE_VERSION}/mf-manifest.json?v=2`, 'malformed'],
      [`nobody:${candidateUrl()}`, 'unknown-remote'],
    ];
    for (const [value, reason] of cases) {
      const response = await get(`/en_us/About?site-preview=${encodeURIComponent(value)}`);
      const html = await response.text();
      expect([value, response.status, response.headers.get('set-cookie')]).toEqual([value, 200, null]);
      expect(html).toContain('<h1>About Origin A</h1>');
      expect(html).toContain(`"preview":{"remotes":{},"refused":"${reason}"}`);
      expect(html).not.toContain('evil.example/releases');
    }
    // A cookie made up by hand is checked the same way, and the banner says why it is not taken.
    const forged = `site_preview=${encodeURIComponent(JSON.stringify({ marketing: `https://evil.example/releases/${CANDIDATE_VERSION}/mf-manifest.json` }))}`;
    const page = await get('/en_us/About', { cookie: forged });
    const html = await page.text();
    expect(html).toContain('<h1>About Origin A</h1>');
    expect(html).toContain('"preview":{"remotes":{},"refused":"not-allowed"}');
    expect(page.headers.get('content-security-policy')).not.toContain('evil.example');
  });

  it('takes a candidate on another origin only when remotes.json lists it, and allows its scripts for that browser alone', async () => {
    fs.writeFileSync(remotesFile, JSON.stringify({ remotes: { marketing: `${originOf(0)}/mf-manifest.json` }, previewOrigins: [originOf(1)] }));
    const set = await confirm('/en_us/About', `marketing:${originOf(1)}/releases/${CANDIDATE_VERSION}/mf-manifest.json`);
    const cookie = previewCookieOf(set);
    expect(cookie).not.toBe('');
    const previewed = await get('/en_us/About', { cookie });
    expect(await previewed.text()).toContain('<h1>About Staged on B</h1>');
    expect(previewed.headers.get('content-security-policy')).toContain(originOf(1));
    expect((await get('/en_us/About')).headers.get('content-security-policy')).not.toContain(originOf(1));
    writeRemotes(originOf(0));
  });
});

describe('the export-refund micro-site, outside the language prefix', () => {
  it('is served rendered, and rendered for the channel when the address carries a query its links keep (channelId)', async () => {
    const manifest = routeManifest({
      remote: 'exportdrawback',
      version: 'e1',
      mount: '/exportdrawback',
      langs: ['zh_cn'],
      fragments: 'fragments/e1/',
      server: 'server/e1.cjs',
      routes: [route('', { query: ['channelId'] }), route('info', { query: ['channelId'] })],
      pages: {
        zh_cn: {
          '': { title: '出口退税一站式服务', description: '首页。', indexable: true, fragment: 'zh_cn/index.html', css: [], js: [] },
          info: { title: '资源中心', description: '资源。', indexable: true, fragment: 'zh_cn/info.html', css: [], js: [] },
        },
      },
    });
    const remote = await fakeRemote(
      publishedFiles(manifest, {
        '/fragments/e1/zh_cn/index.html': '<h1>出口退税</h1><a href="/exportdrawback/info">资源中心</a>',
        '/fragments/e1/zh_cn/info.html': '<h1>资源中心</h1>',
        '/server/e1.cjs': `module.exports.default = {
        async render(lang, path, options) {
          const channel = '?channelId=' + encodeURIComponent(options.query.channelId);
          return { html: '<h1>' + (path === '/info' ? '资源中心' : '出口退税') + '</h1><a href="/exportdrawback/info' + channel + '">资源中心</a>', namespaces: [] };
        },
      };`,
      }),
    );
    const ownRemotes = path.join(dir, 'remotes-exportdrawback.json');
    fs.writeFileSync(ownRemotes, JSON.stringify({ remotes: { exportdrawback: `${remote.origin}/mf-manifest.json` } }));
    const site = await startShell({ root, publicDir: dir, remotesFile: ownRemotes });
    try {
      const siteBase = urlOf(site);
      const page = async (address: string) => (await fetch(`${siteBase}${address}`)).text();
      expect(await page('/exportdrawback')).toContain('<h1>出口退税</h1>');
      expect(await page('/exportdrawback/info')).toContain('<h1>资源中心</h1>');
      // The built links would drop the channel: the page is rendered for it, its links keeping it.
      const withChannel = await page('/exportdrawback/info?channelId=abc123');
      expect(withChannel).toContain('<h1>资源中心</h1><a href="/exportdrawback/info?channelId=abc123">');
      expect(withChannel).toContain('<title>资源中心 |');
      expect(await page('/exportdrawback?channelId=abc123')).toContain('<h1>出口退税</h1><a href="/exportdrawback/info?channelId=abc123">');
    } finally {
      await site.close();
      await remote.close();
    }
   }, 20_000);
});

describe('the api behind the shell server', () => {
  it("keeps the api's own, stricter Content Security Policy on its answers", async () => {
    const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
    const api = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-security-policy': API_POLICY });
      response.end('{"code":"200","msg":"ok","data":[]}');
    });
    const apiUrl = await listen(api);
    const site = await startShell({ root, publicDir: dir, remotesFile, apiUrl });
    try {
      const siteBase = urlOf(site);
      const answer = await fetch(`${siteBase}/api/official/potentialCust/listAllPositionEnum`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-security-policy')).toBe(API_POLICY);
      // The site's own answers still carry the document's policy.
      await answer.arrayBuffer();
      const remotesJson = await fetch(`${siteBase}/remotes.json`);
      await remotesJson.arrayBuffer();
      expect(remotesJson.headers.get('content-security-policy')).toMatch(/^default-src 'self';script-src/);
    } finally {
      await site.close();
      await close(api);
    }
    // A server of its own starts and reads its remotes: seconds when the suite's other workers load the machine.
  }, 20_000);
});

describe('the help centre for readers and language models: llms.txt and Markdown (issue 16)', () => {
  let docsServer: FastifyInstance;
  let docsBase = '';
  let docs: FakeRemote;
  const docsRemotesFile = path.join(dir, 'remotes-docs.json');
  const text = 'text/plain; charset=utf-8';
  // The docs remote names its files itself (routes.json `files`); the shell knows none of its layout.
  const docsManifest = routeManifest({
    remote: 'docs',
    version: 'd1',
    publicPath: 'http://docs.build.invalid/',
    fragments: 'fragments/d1/',
    assets: { css: [], js: ['expose.js'] },
    routes: [route('docs', { prefix: true, hideFooter: true })],
    files: [
      { at: '/llms.txt', from: 'content/{version}/llms.txt', version: 'content/latest.json', type: text, absoluteLinks: true },
      { at: '/{lang}/llms.txt', from: 'content/{version}/{i18nLang}/llms.txt', version: 'content/latest.json', type: text, absoluteLinks: true },
      { at: '/{lang}/docs/{name}.md', from: 'content/{version}/{i18nLang}/articles/{name}.md', version: 'content/latest.json', type: 'text/markdown; charset=utf-8', absoluteLinks: true },
      // Not the docs remote's to answer: marketing's page, and a file on another host.
      { at: '/{lang}/About', from: 'content/about.txt', type: text },
      { at: '/{lang}/elsewhere.txt', from: 'https://other.invalid/x.txt', type: text },
    ],
    pages: {
      en_us: {
        docs: { title: 'User Guide', description: 'Guides.', indexable: true, fragment: 'en_us/docs.html', css: [], js: [], fetch: ['/content/abc123def456/en/manifest.json'] },
        'docs/create-a-payout': {
          title: 'Create a payout',
          description: 'Send money.',
          indexable: true,
          fragment: 'en_us/docs/create-a-payout.html',
          css: [],
          js: [],
          // From the root of the remote's origin, where the browser reads the content whatever folder its build is in.
          fetch: ['/content/abc123def456/en/manifest.json', '/content/abc123def456/en/articles/create-a-payout.html'],
        },
      },
    },
  });
  const docsFiles = publishedFiles(docsManifest, {
    '/fragments/d1/en_us/docs/create-a-payout.html': '<h1>Create a payout</h1>',
    '/content/about.txt': 'About, from the wrong remote.',
    '/content/latest.json': JSON.stringify({ version: 'abc123def456', builtAt: '' }),
    '/content/abc123def456/llms.txt': '# Help centre\n\n- [Create a payout](/en_us/docs/create-a-payout.md): Send money.\n',
    '/content/abc123def456/zh-HK/llms.txt': '# 幫助中心\n\n- [建立付款](/zh_hk/docs/create-a-payout.md): 付款。\n',
    '/content/abc123def456/en/articles/create-a-payout.md': '# Create a payout\n\n![Flow](../../assets/flow.svg)\n\nSee [roles](/en_us/docs/role-management).\n',
  });

  beforeAll(async () => {
    // Also as a release in a folder of its own, as a deploy publishes it.
    docs = await fakeRemote({ ...docsFiles, ...Object.fromEntries(Object.entries(docsFiles).map(([file, body]) => [`/releases/r1${file}`, body])) });
    fs.writeFileSync(docsRemotesFile, JSON.stringify({ remotes: { marketing: `${originOf(0)}/mf-manifest.json`, docs: `${docs.origin}/mf-manifest.json` } }));
    docsServer = await startShell({ root, publicDir: dir, remotesFile: docsRemotesFile });
    docsBase = urlOf(docsServer);
  });

  afterAll(async () => {
    await docsServer.close();
    await docs.close();
  });

  it('serves /llms.txt and /{lang}/llms.txt from the docs remote\'s live content, with absolute links', async () => {
    const response = await fetch(`${docsBase}/llms.txt`);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await response.text()).toContain(`- [Create a payout](${docsBase}/en_us/docs/create-a-payout.md): Send money.`);
    expect(await (await fetch(`${docsBase}/zh_hk/llms.txt`)).text()).toContain(`[建立付款](${docsBase}/zh_hk/docs/create-a-payout.md)`);
  });

  it('serves an article as Markdown at a stable address, its images at the docs remote', async () => {
    const response = await fetch(`${docsBase}/en_us/docs/create-a-payout.md`);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const markdown = await response.text();
    expect(markdown).toContain(`![Flow](${docs.origin}/content/abc123def456/assets/flow.svg)`);
    expect(markdown).toContain(`[roles](${docsBase}/en_us/docs/role-management)`);
    expect((await fetch(`${docsBase}/en_us/docs/missing-article.md`)).status).toBe(404);
  });

  it('answers 503 when the docs remote is down, and leaves other addresses to the pages', async () => {
    // The shell restarts while the docs remote is down: the files it last declared still answer, with 503.
    const downRemotesFile = path.join(dir, 'remotes-docs-down.json');
    const lastKnownRoutesFile = path.join(dir, 'routes-docs-down.json');
    fs.writeFileSync(downRemotesFile, JSON.stringify({ remotes: { marketing: `${originOf(0)}/mf-manifest.json`, docs: 'http://127.0.0.1:9/mf-manifest.json' } }));
    fs.writeFileSync(lastKnownRoutesFile, JSON.stringify({ docs: docsManifest }));
    const down = await startShell({ root, publicDir: dir, remotesFile: downRemotesFile, lastKnownRoutesFile });
    try {
      const response = await fetch(`${urlOf(down)}/llms.txt`);
      expect([response.status, response.headers.get('cache-control')]).toEqual([503, 'no-store']);
    } finally {
      await down.close();
    }
    expect((await fetch(`${docsBase}/fr/llms.txt`, { redirect: 'manual' })).status).not.toBe(200);
    expect((await fetch(`${docsBase}/en_us/docs/Not_A_Name.md`, { redirect: 'manual' })).headers.get('content-type')).not.toMatch(/markdown/);
    // An address no remote declares is not a file of any remote's.
    expect((await fetch(`${base}/llms.txt`)).status).toBe(404);
  });

  it('never answers for a remote where another remote\'s pages are, nor from another host, and says so once', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      for (let i = 0; i < 2; i += 1) {
        const about = await fetch(`${docsBase}/en_us/About`);
        expect(about.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(await about.text()).toContain('About Origin A');
        // Not a file of the docs remote's: the pages answer it (an unknown page goes to the language's home).
        expect((await fetch(`${docsBase}/en_us/elsewhere.txt`, { redirect: 'manual' })).headers.get('location')).toBe('/en_us');
      }
      expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
        "[shell] docs declares a file at /{lang}/About, where marketing's pages are; marketing keeps its addresses.",
        "[shell] docs declares a file at /{lang}/elsewhere.txt that the site does not serve: where it is read from (`from`) must be relative to the remote's base URL.",
      ]);
    } finally {
      warn.mockRestore();
    }
  });

  it('preloads what an article\'s HTML reads as it starts, as the remote names it, and nothing of it for a page left to the browser', async () => {
    const fetched = async (site: string, pathname: string) => [...(await (await fetch(`${site}${pathname}`)).text()).matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous">/g)].map((match) => match[1]);
    const reads = [`${docs.origin}/content/abc123def456/en/manifest.json`, `${docs.origin}/content/abc123def456/en/articles/create-a-payout.html`];
    expect(await fetched(docsBase, '/en_us/docs/create-a-payout')).toEqual([`${docs.origin}/mf-manifest.json`, ...reads]);
    // The docs home's fragment could not be read: the browser renders it, reading what it reads.
    expect(await fetched(docsBase, '/en_us/docs')).toEqual([`${docs.origin}/mf-manifest.json`]);

    // remotes.json names a release in its folder: the same reads, resolved against it.
    const releaseRemotesFile = path.join(dir, 'remotes-docs-release.json');
    fs.writeFileSync(releaseRemotesFile, JSON.stringify({ remotes: { docs: `${docs.origin}/releases/r1/mf-manifest.json` } }));
    const release = await startShell({ root, publicDir: dir, remotesFile: releaseRemotesFile, lastKnownRoutesFile: path.join(dir, 'routes-docs-release.json') });
    try {
      expect(await fetched(urlOf(release), '/en_us/docs/create-a-payout')).toEqual([`${docs.origin}/releases/r1/mf-manifest.json`, ...reads]);
    } finally {
      await release.close();
    }
  });
});
