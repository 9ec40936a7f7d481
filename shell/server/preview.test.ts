/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { parseRemotesConfig } from '@site/shared/parcel/remotes-config';
import type * as LiveRenderModule from './live-render';
import { LIVE_RENDER_LIMITS, type LiveRenderer } from './live-render';
import { checkPreview, PREVIEW_MAX_AGE_S } from './preview';
import type * as RemoteSourcesModule from './remote-sources';
import { REMOTE_SOURCE_LIMITS, type RemoteSources, type RemotesFile } from './remote-sources';
import { fakeRemote, publishedFiles, route, routeManifest, type FakeRemote } from './testing/fake-remote';
import { partsInOrder, send as sendTo, urlOf, type Answer, type Sent } from './testing/http';
import { closeAll, shellBuild, startShell } from './testing/shell';

// The caches the site's server makes, to see how much they hold after a run of made-up previews.
const mockMade: { sources?: RemoteSources; live?: LiveRenderer } = {};
jest.mock('./remote-sources', () => {
  const actual = jest.requireActual<typeof RemoteSourcesModule>('./remote-sources');
  return { ...actual, createRemoteSources: (...args: Parameters<typeof actual.createRemoteSources>) => (mockMade.sources = actual.createRemoteSources(...args)) };
});
jest.mock('./live-render', () => {
  const actual = jest.requireActual<typeof LiveRenderModule>('./live-render');
  return { ...actual, createLiveRenderer: (...args: Parameters<typeof actual.createLiveRenderer>) => (mockMade.live = actual.createLiveRenderer(...args)) };
});

const LIVE = 'aaaaaaaaaaaa';
const CANDIDATE = '0123456789ab';

function remotesFile(json: { remotes: Record<string, string>; previewOrigins?: string[] }): RemotesFile {
  return { remotes: json.remotes, raw: JSON.stringify(json), config: parseRemotesConfig(json), origins: [], previewOrigins: json.previewOrigins ?? [] };
}

describe('a preview address is taken only as the canonical address of a published release', () => {
  const file = remotesFile({
    remotes: { fx: `https://fx.example/releases/${LIVE}/mf-manifest.json`, docs: `https://cdn.example/teams/docs/releases/${LIVE}/mf-manifest.json` },
    previewOrigins: ['https://staging.example'],
  });
  const release = (base: string, version = CANDIDATE) => `${base}releases/${version}/mf-manifest.json`;
  const check = (value: string) => {
    const checked = checkPreview(value, file);
    return 'refused' in checked ? checked.refused : checked.url;
  };

  it('takes a release beside the live one, or below a listed preview origin, and names its version', () => {
    expect(checkPreview(`fx:${release('https://fx.example/')}`, file)).toEqual({ remote: 'fx', url: release('https://fx.example/'), version: CANDIDATE });
    expect(check(`fx:${release('https://staging.example/')}`)).toBe(release('https://staging.example/'));
    // A live remote below a folder of its origin: its releases are in that folder.
    expect(check(`docs:${release('https://cdn.example/teams/docs/')}`)).toBe(release('https://cdn.example/teams/docs/'));
  });

  it('refuses every other spelling of an address, as malformed', () => {
    const base = 'https://fx.example/';
    const good = release(base);
    const variants = [
      `${good}?`,
      `${good}?v=1`,
      `${good}?${'x'.repeat(100)}`,
      `${good}#`,
      `${good}#top`,
      `${base}releases/${CANDIDATE}//mf-manifest.json`,
      `${base}releases//${CANDIDATE}/mf-manifest.json`,
      `https://fx.example//releases/${CANDIDATE}/mf-manifest.json`,
      `${base}releases/${CANDIDATE}/./mf-manifest.json`,
      `${base}./releases/${CANDIDATE}/mf-manifest.json`,
      `${base}releases/x/../${CANDIDATE}/mf-manifest.json`,
      `${base}releases/${CANDIDATE}/x/../mf-manifest.json`,
      `${base}releases/%2e/${CANDIDATE}/mf-manifest.json`,
      `${base}releases/${CANDIDATE}/%2E%2E/${CANDIDATE}/mf-manifest.json`,
      `${base}releases/${CANDIDATE}/%6Df-manifest.json`,
      `${base}releases/${CANDIDATE}%2fmf-manifest.json`,
      `${base}%72eleases/${CANDIDATE}/mf-manifest.json`,
      `${base}releases/0123456789AB/mf-manifest.json`,
      `${base}releases/0123456789a/mf-manifest.json`,
      `${base}releases/0123456789abc/mf-manifest.json`,
      `${base}releases/0123456789ag/mf-manifest.json`,
      `${base}releases/${CANDIDATE}/mf-manifest.json/`,
      `${base}releases/${CANDIDATE}/mf-manifest.jsonx`,
      `${base}releases/${CANDIDATE}/remoteEntry.js`,
      `${base}releases/${CANDIDATE}/routes.json`,
      `${base}mf-manifest.json`,
      `https://FX.example/releases/${CANDIDATE}/mf-manifest.json`,
      `https://fx.example:443/releases/${CANDIDATE}/mf-manifest.json`,
      `https:\\\\fx.example\\releases\\${CANDIDATE}\\mf-manifest.json`,
      `https://fx.example/rel\teases/${CANDIDATE}/mf-manifest.json`,
      ` ${good}`,
      `https://user@fx.example/releases/${CANDIDATE}/mf-manifest.json`,
      `https://user:secret@fx.example/releases/${CANDIDATE}/mf-manifest.json`,
      `https://fx.example/${'a/'.repeat(1100)}releases/${CANDIDATE}/mf-manifest.json`,
      `javascript:alert(1)//releases/${CANDIDATE}/mf-manifest.json`,
      `data:text/javascript,releases/${CANDIDATE}/mf-manifest.json`,
      'not a url',
      '',
    ];
    for (const address of variants) expect([address, check(`fx:${address}`)]).toEqual([address, 'malformed']);
  });

  it('refuses another origin, or another folder of an allowed one, as not allowed', () => {
    const variants = [
      release('https://evil.example/'),
      release('http://fx.example/'),
      release('https://fx.example.evil.example/'),
      release('https://fx.example:8443/'),
      release('https://cdn.example/'),
      release('https://cdn.example/teams/other/'),
      release('https://cdn.example/teams/docs/x/'),
      release('https://staging.example/fx/'),
    ];
    for (const address of variants) expect([address, check(`${address.startsWith('https://cdn.') ? 'docs' : 'fx'}:${address}`)]).toEqual([address, 'not-allowed']);
  });

  it('refuses the release the site serves live, and a name that is no remote', () => {
    expect(check(`fx:${release('https://fx.example/', LIVE)}`)).toBe('live');
    expect(check(`nobody:${release('https://fx.example/')}`)).toBe('unknown-remote');
    expect(check(`__proto__:${release('https://fx.example/')}`)).toBe('unknown-remote');
    expect(check(`:${release('https://fx.example/')}`)).toBe('unknown-remote');
  });

  it('takes nothing but the exact release layout, whatever is added to a good address', () => {
    const good = release('https://fx.example/');
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.nat({ max: good.length }), (extra, at) => {
        const address = `${good.slice(0, at)}${extra}${good.slice(at)}`;
        const checked = checkPreview(`fx:${address}`, file);
        if ('url' in checked) expect(checked.url).toMatch(/^https:\/\/fx\.example\/releases\/[0-9a-f]{12}\/mf-manifest\.json$/);
      }),
    );
  });
});

/** A remote's origin with a release at every 12-hex version (except those starting `dead`), counting what is asked. */
async function releasesRemote(): Promise<FakeRemote & { asked: string[] }> {
  const asked: string[] = [];
  const filesOf = (version: string): Record<string, string> => {
    const heading = version === LIVE ? 'Live' : `Candidate ${version}`;
    const page = (title: string, fragment: string) => ({ title, description: `${title}.`, indexable: true, fragment, css: [], js: [] });
    const routes = routeManifest({
      version,
      publicPath: 'auto',
      fragments: 'fragments/',
      server: 'server/render.cjs',
      routes: [route(''), route('About')],
      nav: [],
      pages: Object.fromEntries(['en_us', 'zh_cn', 'zh_hk'].map((lang) => [lang, { '': page('Home', `${lang}/index.html`), About: page('About', `${lang}/About.html`) }])),
    });
    return publishedFiles(routes, {
      ...Object.fromEntries(['en_us', 'zh_cn', 'zh_hk'].flatMap((lang) => [[`/fragments/${lang}/index.html`, `<h1>Home ${heading}</h1>`], [`/fragments/${lang}/About.html`, `<h1>About ${heading}</h1>`]])),
      '/server/render.cjs': `module.exports.default = { async render(lang, path) { return { html: '<h1>Rendered ${heading} ' + lang + path + '</h1>', namespaces: [] }; } };`,
    });
  };
  const remote = await fakeRemote((request) => {
    const url = request.url ?? '';
    asked.push(url);
    const version = url.slice('/releases/'.length, '/releases/'.length + 12);
    return url.startsWith('/releases/') && /^[0-9a-f]{12}$/.test(version) && !version.startsWith('dead') ? filesOf(version)[url.slice('/releases/'.length + 12)] : undefined;
  });
  return { ...remote, asked };
}

describe('a tester sets a preview by a deliberate act, on the site itself', () => {
  const SITE = 'https://site.example';
  const { dir, root } = shellBuild('preview-');
  let server: FastifyInstance;
  let base = '';
  let remote: Awaited<ReturnType<typeof releasesRemote>>;
  const releaseUrl = (version: string) => `${remote.origin}/releases/${version}/mf-manifest.json`;
  const asking = (version: string) => encodeURIComponent(`marketing:${releaseUrl(version)}`);
  const cookieFor = (version: string) => `site_preview=${encodeURIComponent(JSON.stringify({ marketing: releaseUrl(version) }))}`;
  const serverBuildsAsked = (except = LIVE) => remote.asked.filter((url) => url.endsWith('/server/render.cjs') && !url.includes(except)).length;

  beforeAll(async () => {
    remote = await releasesRemote();
    fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify({ remotes: { marketing: releaseUrl(LIVE) } }));
    server = await startShell({ root, publicDir: dir, remotesFile: path.join(dir, 'remotes.json'), origin: SITE, remoteTimeoutMs: 2000 });
    base = urlOf(server);
  });
  afterAll(() => closeAll([server, remote], dir), 30_000);

  /** A request with exactly the headers given (a browser's, or a forger's), none added. */
  const send = (pathname: string, sent: Sent = {}): Promise<Answer> => sendTo(base, pathname, sent);
  const post = (pathname: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    send(pathname, { method: 'POST', body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });
  const fromTheSite = { origin: SITE, 'sec-fetch-site': 'same-origin' };
  const cookieOf = (response: Answer) => String(response.headers['set-cookie'] ?? '');

  it('answers a link that asks for a preview with a page to confirm it, and sets nothing', async () => {
    const response = await send(`/en_us/About?site-preview=${asking(CANDIDATE)}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).toContain('<h1>Preview a candidate release?</h1>');
    // It names the part of the site and the release, and its button posts the form back to this page.
    expect(response.body).toContain('the part of the site called “marketing” from its candidate release 0123456789ab');
    expect(response.body).toContain('<form method="post" action="/en_us/About">');
    expect(response.body).toContain(`<input type="hidden" name="site-preview" value="marketing:${releaseUrl(CANDIDATE)}">`);
    expect(response.body).toContain('<button type="submit">Preview release 0123456789ab</button>');
    expect(response.body).toContain('<a href="/en_us/About">Stay on the live site</a>');
    expect(response.body).not.toContain('About Candidate');
  });

  it('asks in the language of the page, or of the browser outside a language prefix', async () => {
    const zhCn = await send(`/zh_cn/About?site-preview=${asking(CANDIDATE)}`);
    expect(zhCn.body).toContain('<html lang="zh-CN">');
    expect(zhCn.body).toContain('<h1>预览候选版本？</h1>');
    expect(zhCn.body).toContain('<button type="submit">预览版本 0123456789ab</button>');
    const zhHk = await send(`/?site-preview=${asking(CANDIDATE)}`, { headers: { 'accept-language': 'zh-HK' } });
    expect(zhHk.body).toContain('<h1>預覽候選版本？</h1>');
    expect(zhHk.body).toContain('「marketing」');
    // A form can be posted to a page only: from the site's root it goes to the home page of the language.
    expect(zhHk.body).toContain('<form method="post" action="/zh_hk">');
  });

  it("sets the preview only when the confirmation is posted from the site's own page, for two hours", async () => {
    const confirmed = await post('/en_us/About', { _form: 'site-preview', 'site-preview': `marketing:${releaseUrl(CANDIDATE)}` }, fromTheSite);
    expect([confirmed.status, confirmed.headers.location]).toEqual([303, '/en_us/About']);
    expect(PREVIEW_MAX_AGE_S).toBe(7200);
    expect(cookieOf(confirmed)).toMatch(/^site_preview=[^;]+; Path=\/; SameSite=Lax; Secure; HttpOnly; Max-Age=7200$/);
    const cookie = /site_preview=[^;]*/.exec(cookieOf(confirmed))?.[0] ?? '';
    const previewed = await send('/en_us/About', { headers: { cookie } });
    expect(previewed.body).toContain('<h1>About Candidate 0123456789ab</h1>');
    expect(previewed.headers['cache-control']).toBe('private, no-store');
    // The banner's way back is a form posted to the page, which works without scripts.
    const banner = ['role="status"', 'marketing', 'method="post"', '><input type="hidden" name="_form" value="site-preview"/><input type="hidden" name="site-preview" value="reset"/><button type="submit"', '>Back to the live site</button>'];
    expect(partsInOrder(previewed.body, banner)).toEqual(banner);

    // A browser too old to say where a request comes from still names the site as the post's origin.
    const oldBrowser = await post('/en_us/About', { _form: 'site-preview', 'site-preview': `marketing:${releaseUrl(CANDIDATE)}` }, { origin: SITE });
    expect(cookieOf(oldBrowser)).toMatch(/Max-Age=7200$/);

    const back = await post('/en_us/About', { _form: 'site-preview', 'site-preview': 'reset' }, { ...fromTheSite, cookie });
    expect([back.status, back.headers.location]).toEqual([303, '/en_us/About']);
    expect(cookieOf(back)).toMatch(/^site_preview=; .*Max-Age=0$/);
  });

  it('refuses a confirmation posted from anywhere but the site itself, setting nothing', async () => {
    const fields = { _form: 'site-preview', 'site-preview': `marketing:${releaseUrl(CANDIDATE)}` };
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'https://qa.site.example', 'sec-fetch-site': 'same-site' },
      // A sibling site's page cannot pass for the site by naming its origin.
      { origin: SITE, 'sec-fetch-site': 'same-site' },
      { origin: SITE, 'sec-fetch-site': 'none' },
      { 'sec-fetch-site': 'same-origin' },
      { origin: 'null' },
      {},
      { referer: `${SITE}/en_us/About` },
    ];
    for (const headers of attempts) {
      const response = await post('/en_us/About', fields, headers);
      expect([headers, response.status, response.headers['set-cookie']]).toEqual([headers, 403, undefined]);
      expect(response.body).toContain('This form was not sent');
    }
  });

  it('never shows the confirmation for the live release, an unpublished one, or another origin: the banner says why', async () => {
    const cases: [string, string][] = [
      [asking(LIVE), 'so there is nothing to preview'],
      [asking('dead00000000'), 'No release has been published at this preview address'],
      [encodeURIComponent(`marketing:https://evil.example/releases/${CANDIDATE}/mf-manifest.json`), 'not one the site allows'],
      [encodeURIComponent(`marketing:${remote.origin}/releases/${CANDIDATE}//mf-manifest.json`), 'is not the address of a release'],
    ];
    for (const [value, reason] of cases) {
      const response = await send(`/en_us/About?site-preview=${value}`);
      expect([value, response.status, response.headers['set-cookie']]).toEqual([value, 200, undefined]);
      expect(response.body).toContain(reason);
      expect(response.body).toContain('<h1>About Live</h1>');
      expect(response.body).not.toContain('Preview a candidate release?');
    }
    // Posted anyway (the live release), nothing is set: the page says why.
    const live = await post('/en_us/About', { _form: 'site-preview', 'site-preview': `marketing:${releaseUrl(LIVE)}` }, fromTheSite);
    expect([live.status, live.headers['set-cookie'], live.headers.location]).toEqual([303, undefined, `/en_us/About?site-preview=${asking(LIVE)}`]);
  });

  it('says on the banner why a cookie made up by hand is refused, and shows the live site', async () => {
    const forged = `site_preview=${encodeURIComponent(JSON.stringify({ marketing: `https://evil.example/releases/${CANDIDATE}/mf-manifest.json` }))}`;
    const page = await send('/en_us/About', { headers: { cookie: forged } });
    expect(page.body).toContain('<h1>About Live</h1>');
    expect(page.body).toContain('This preview address is not one the site allows');
    expect(page.body).toContain('>Dismiss</button>');
    expect(page.headers['content-security-policy']).not.toContain('evil.example');
  });

  it('keeps memory and work bounded under thousands of made-up previews, and the live site unharmed', async () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const started = Date.now();
    const before = serverBuildsAsked();
    const liveBuildsBefore = remote.asked.filter((url) => url === `/releases/${LIVE}/server/render.cjs`).length;
    const versions = Array.from({ length: 5000 }, (_, index) => (0x100000000000 + index * 7919).toString(16));
    expect(new Set(versions).size).toBe(5000);
    // Half through the cookie (every page composed from them), half through the address (confirmation pages).
    for (let from = 0; from < versions.length; from += 50) {
      await Promise.all(
        versions.slice(from, from + 50).map((version, index) =>
          index % 2 === 0 ? send('/en_us/About', { headers: { cookie: cookieFor(version) } }) : send(`/en_us/About?site-preview=${asking(version)}`),
        ),
      );
    }
    // Addresses of the same release spelled otherwise are refused before anything is asked of the remote.
    const askedBefore = remote.asked.length;
    for (const spelled of [`${remote.origin}/releases/${CANDIDATE}//mf-manifest.json`, `${remote.origin}/releases/${CANDIDATE}/mf-manifest.json?x=1`, `${remote.origin}/releases/./${CANDIDATE}/mf-manifest.json`]) {
      await send('/en_us/About', { headers: { cookie: `site_preview=${encodeURIComponent(JSON.stringify({ marketing: spelled }))}` } });
    }
    expect(remote.asked.length).toBe(askedBefore);

    const sources = mockMade.sources?.cacheSizes();
    const live = mockMade.live?.cacheSizes();
    expect(sources?.previewJson).toBe(REMOTE_SOURCE_LIMITS.previewJson);
    expect(sources?.json).toBeLessThanOrEqual(REMOTE_SOURCE_LIMITS.json);
    expect(sources?.previewFragments).toBeLessThanOrEqual(REMOTE_SOURCE_LIMITS.previewFragments);
    expect(sources?.checked).toBeLessThanOrEqual(REMOTE_SOURCE_LIMITS.checked);
    expect(live?.previewBuilds).toBeLessThanOrEqual(LIVE_RENDER_LIMITS.previewBuilds);
    expect(live?.builds).toBeLessThanOrEqual(LIVE_RENDER_LIMITS.builds);
    expect(live?.renders).toBeLessThanOrEqual(LIVE_RENDER_LIMITS.renders);
    // No more candidate server builds were downloaded than the limit allows in the time the run took.
    const minutes = Math.ceil((Date.now() - started) / 60_000);
    expect(serverBuildsAsked() - before).toBeGreaterThan(0);
    expect(serverBuildsAsked() - before).toBeLessThanOrEqual(6 * minutes);
    // The console says the limit was reached, once a minute, not once a request.
    const limitWarnings = warned.mock.calls.filter(([message]) => String(message).includes('server builds of previews were asked for within a minute'));
    expect(limitWarnings.length).toBeGreaterThanOrEqual(1);
    expect(limitWarnings.length).toBeLessThanOrEqual(minutes);
    warned.mockRestore();
    // The live build was never pushed out and loaded again, and a visitor still gets the live page.
    expect(remote.asked.filter((url) => url === `/releases/${LIVE}/server/render.cjs`).length).toBe(liveBuildsBefore);
    const visitor = await send('/en_us/About');
    expect(visitor.body).toContain('<h1>About Live</h1>');
    // Nothing waits any more.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mockMade.live?.cacheSizes()).toMatchObject({ inFlight: 0 });
  }, 180_000);
});
