/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SERVER_BUILD_HEADER } from './server-builds';
import { createStaticServer } from './static-server';
import { fakeRemote, publishedFiles, route, routeManifest, type FakeRemote } from './testing/fake-remote';
import { send, urlOf } from './testing/http';
import { shellIndex, startShell } from './testing/shell';

/*
 * What the site's servers give away (docs/security.md): no source map on any origin, a remote's
 * server build to the composition server alone, and the site's address from its configuration,
 * never from the request's Host header.
 */

const TOKEN = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const SERVER_BUILD = "module.exports.default = { async render() { return { html: '<h1>Rendered live</h1>', namespaces: [] }; } };";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-surface-'));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A GET to one of the servers with its path sent exactly as written and any Host header (fetch sets its own). */
const get = (server: FastifyInstance, pathname: string, headers: Record<string, string> = {}) => send(urlOf(server), pathname, { headers });

describe("a remote's origin", () => {
  let remote: FastifyInstance;
  let tokenless: FastifyInstance;

  beforeAll(async () => {
    // Its current build at the root, a published release below /releases/<version>/, as serve.mjs serves them.
    for (const build of ['remote/dist', 'remote/releases/0123456789ab']) {
      write(`${build}/index.html`, '<!doctype html><title>QA</title>');
      write(`${build}/page-about.7f5fc480.js`, 'console.log("about")\n');
      write(`${build}/page-about.7f5fc480.js.map`, '{"version":3,"sources":["webpack://marketing/./src/features/about/about-page.tsx"],"sourcesContent":["secret source"]}');
      write(`${build}/page-about.7f5fc480.css.map`, '{"version":3,"sourcesContent":["secret style"]}');
      write(`${build}/server/server.5ccde0af029a.cjs`, SERVER_BUILD);
    }
    const options = {
      root: path.join(dir, 'remote/dist'),
      port: 0,
      cors: ['http://localhost:3000'],
      extraStatic: [{ root: path.join(dir, 'remote/releases'), prefix: '/releases/' }],
    };
    remote = await createStaticServer({ ...options, serverBuildToken: TOKEN });
    tokenless = await createStaticServer(options);
  });
  afterAll(async () => {
    await Promise.all([remote?.close(), tokenless?.close()]);
  });

  it('serves scripts, and never their source maps', async () => {
    for (const base of ['', '/releases/0123456789ab']) {
      const script = await get(remote, `${base}/page-about.7f5fc480.js`);
      expect([script.status, script.body]).toEqual([200, 'console.log("about")\n']);
      for (const map of ['/page-about.7f5fc480.js.map', '/page-about.7f5fc480.css.map', '/./page-about.7f5fc480.js.map', '/server/../page-about.7f5fc480.js.map']) {
        const answer = await get(remote, `${base}${map}`, { [SERVER_BUILD_HEADER]: TOKEN });
        expect([`${base}${map}`, answer.status]).toEqual([`${base}${map}`, 404]);
        expect(answer.body).not.toContain('secret');
      }
    }
  });

  it('serves a server build only to a request carrying the environment\'s token', async () => {
    for (const file of ['/server/server.5ccde0af029a.cjs', '/releases/0123456789ab/server/server.5ccde0af029a.cjs']) {
      const withToken = await get(remote, file, { [SERVER_BUILD_HEADER]: TOKEN });
      expect([file, withToken.status, withToken.body]).toEqual([file, 200, SERVER_BUILD]);
      // Kept by no shared cache, which would hand it to the next visitor.
      expect(withToken.headers['cache-control']).toBe('private, no-store');
      for (const headers of [{}, { [SERVER_BUILD_HEADER]: 'wrong' }, { [SERVER_BUILD_HEADER]: `${TOKEN}x` }, { [SERVER_BUILD_HEADER]: '' }] as Record<string, string>[]) {
        const refused = await get(remote, file, headers);
        expect([file, headers, refused.status]).toEqual([file, headers, 404]);
        expect(refused.body).not.toContain('render');
      }
    }
    // Other spellings of the same file are the same file.
    for (const url of ['/./server/server.5ccde0af029a.cjs', '/page/../server/server.5ccde0af029a.cjs', '/%73erver/server.5ccde0af029a.cjs', '/releases/0123456789ab/x/../server/server.5ccde0af029a.cjs', '/releases/0123456789ab/%73erver/server.5ccde0af029a.cjs']) {
      const refused = await get(remote, url);
      expect([url, refused.status]).toEqual([url, 404]);
      expect(refused.body).not.toContain('render');
    }
  });

  it('serves a server build to no one when it was given no token', async () => {
    for (const headers of [{}, { [SERVER_BUILD_HEADER]: TOKEN }, { [SERVER_BUILD_HEADER]: 'undefined' }] as Record<string, string>[]) {
      expect((await get(tokenless, '/server/server.5ccde0af029a.cjs', headers)).status).toBe(404);
      expect((await get(tokenless, '/releases/0123456789ab/server/server.5ccde0af029a.cjs', headers)).status).toBe(404);
    }
    expect((await get(tokenless, '/page-about.7f5fc480.js')).status).toBe(200);
  });
});

/** A remote's origin over HTTP, as the composition server reads it; its server build needs the token. */
async function tokenRemote(files: Record<string, string>): Promise<FakeRemote & { tokens: (string | undefined)[] }> {
  const tokens: (string | undefined)[] = [];
  const remote = await fakeRemote((request) => {
    const url = request.url ?? '';
    const sent = request.headers[SERVER_BUILD_HEADER];
    if (url.startsWith('/server/')) tokens.push(typeof sent === 'string' ? sent : undefined);
    return url.startsWith('/server/') && sent !== TOKEN ? undefined : files[url];
  });
  return { ...remote, tokens };
}

const page = (title: string, fragment: string) => ({ title, description: `${title}, described.`, indexable: true, fragment, css: [], js: [] });
const manifest = routeManifest({
  server: 'server/v1.cjs',
  routes: [
    route(''),
    // A tab picked by its query is rendered per request, with the server build.
    route('About', { query: ['id'] }),
    route('docs', { prefix: true }),
  ],
  files: [{ at: '/llms.txt', from: 'content/llms.txt', type: 'text/plain; charset=utf-8', absoluteLinks: true }],
  pages: {
    en_us: { '': page('Home', 'en_us/index.html'), About: page('About us', 'en_us/About.html') },
    zh_cn: { '': page('首页', 'zh_cn/index.html'), About: page('关于我们', 'zh_cn/About.html') },
    zh_hk: { '': page('首頁', 'zh_hk/index.html'), About: page('關於我們', 'zh_hk/About.html') },
  },
});
const remoteFiles = publishedFiles(manifest, {
  '/fragments/v1/en_us/index.html': '<h1>Home</h1>',
  '/fragments/v1/en_us/About.html': '<h1>About us, as built</h1>',
  '/content/llms.txt': '# Help centre\n\n- [Create a payout](/en_us/docs/create-a-payout.md): Send money.\n',
  '/server/v1.cjs': SERVER_BUILD,
});

describe("the site's server", () => {
  const shellRoot = path.join(dir, 'shell/dist');
  const remotesFile = path.join(dir, 'shell/remotes.json');
  let origin: Awaited<ReturnType<typeof tokenRemote>>;
  const servers: FastifyInstance[] = [];
  // What the server says on its console (a server build it could not load).
  let warnings: jest.SpyInstance;
  const shell = (options: { origin?: string; serverBuildToken?: string } = {}) =>
    startShell({ root: shellRoot, publicDir: shellRoot, remotesFile, ...options }).then((server) => {
      servers.push(server);
      return server;
    });

  beforeAll(async () => {
    warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    write('shell/dist/index.html', shellIndex({ body: '<script data-entry=/main.js>1</script>' }));
    write('shell/dist/main.0123abcd.js', 'console.log("shell")\n');
    write('shell/dist/main.0123abcd.js.map', '{"version":3,"sourcesContent":["secret shell source"]}');
    origin = await tokenRemote(remoteFiles);
    fs.writeFileSync(remotesFile, JSON.stringify({ remotes: { marketing: `${origin.origin}/mf-manifest.json` } }));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await origin?.close();
    warnings.mockRestore();
  });

  it('serves its own scripts, and never their source maps', async () => {
    const site = await shell();
    expect((await get(site, '/main.0123abcd.js')).status).toBe(200);
    const map = await get(site, '/main.0123abcd.js.map');
    expect(map.status).toBe(404);
    expect(map.body).not.toContain('secret');
    // A browser opening it gets the site's own handling of an unknown address, not the file.
    const opened = await get(site, '/main.0123abcd.js.map', { accept: 'text/html' });
    expect(opened.body).not.toContain('secret');
  });

  it("downloads a remote's server build with the environment's token, and renders with it", async () => {
    const site = await shell({ serverBuildToken: TOKEN });
    // The build is downloaded once; the first visitor may get the page as built while it arrives.
    const deadline = Date.now() + 10_000;
    let html = '';
    while (!html.includes('<h1>Rendered live</h1>') && Date.now() < deadline) {
      html = (await get(site, '/en_us/About?id=2')).body;
      if (!html.includes('Rendered')) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(html).toContain('<h1>Rendered live</h1>');
    expect(origin.tokens).toContain(TOKEN);
  });

  it('without the token gets no server build, says so, and serves the page as built', async () => {
    const before = origin.tokens.length;
    const site = await shell();
    const deadline = Date.now() + 2_000;
    while (origin.tokens.length === before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(origin.tokens.length).toBeGreaterThan(before);
    expect(origin.tokens.slice(before).every((sent) => sent === undefined)).toBe(true);
    const html = (await get(site, '/en_us/About?id=2')).body;
    expect(html).not.toContain('Rendered live');
    expect(warnings.mock.calls.flat().join('\n')).toContain(`the server build ${origin.origin}/server/v1.cjs could not be loaded (404)`);
  });

  describe('names its configured origin only, whatever Host a request names', () => {
    const ORIGIN = 'https://www.tradewind.example';
    const HOSTS = ['localhost:9999', '127.0.0.1:1', '[::1]:80', 'localhost', 'evil.example', `${new URL(ORIGIN).host}.evil.example`];

    /** The hosts every absolute address in a text names: what a crawler or a cache takes from it. */
    const hostsIn = (text: string): string[] => [...text.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map(([url]) => new URL(url).host);
    const spoofed = new Set(HOSTS.map((host) => new URL(`http://${host}`).host));

    it('in canonical links and hreflang, sitemap.xml, robots.txt and llms.txt', async () => {
      const site = await shell({ origin: ORIGIN });
      for (const host of HOSTS) {
        const headers = { host };
        const html = (await get(site, '/en_us/About', headers)).body;
        expect([host, /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]]).toEqual([host, `${ORIGIN}/en_us/About`]);
        expect([host, html.match(/hrefLang="[^"]*" href="[^"]*"/g)?.every((link) => link.includes(`href="${ORIGIN}/`))]).toEqual([host, true]);
        const sitemap = (await get(site, '/sitemap.xml', headers)).body;
        expect(sitemap).toContain(`<loc>${ORIGIN}/en_us/About</loc>`);
        const robots = (await get(site, '/robots.txt', headers)).body;
        expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml\n`);
        const llms = await get(site, '/llms.txt', headers);
        expect(llms.status).toBe(200);
        expect(llms.body).toContain(`(${ORIGIN}/en_us/docs/create-a-payout.md)`);
        for (const [name, text] of [['page', html], ['sitemap.xml', sitemap], ['robots.txt', robots], ['llms.txt', llms.body]] as const) {
          expect([host, name, hostsIn(text).filter((named) => spoofed.has(named))]).toEqual([host, name, []]);
        }
      }
    });

    it("by default its own listening address, never the request's", async () => {
      const site = await shell();
      const own = urlOf(site);
      for (const host of HOSTS) {
        expect([host, (await get(site, '/robots.txt', { host })).body]).toEqual([host, expect.stringContaining(`Sitemap: ${own}/sitemap.xml\n`)]);
        expect([host, /<link rel="canonical" href="([^"]*)"/.exec((await get(site, '/en_us/About', { host })).body)?.[1]]).toEqual([host, `${own}/en_us/About`]);
      }
    });
  });
});
