// @ts-check
/**
 * The production topology (docs/deployment.md) as a visitor and an operator meet it: nginx in
 * front with a CDN's caching and the site's security headers, pages from the composition server,
 * leads kept exactly once while api instances are stopped and killed under load, one write budget
 * per client across the api instances, a remote deployed and rolled back through nginx's origins, and
 * the smoke subset of the browser suite. Run by
 * `npm run test:prod` and `npm test` (node --test); needs the production build, nginx and
 * PostgreSQL, and the ports of `prodPorts` free.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import zlib from 'node:zlib';
import { SECURITY_HEADER_NAMES, pickSecurityHeaders } from '../lib/nginx.mjs';
import { SITE_URL, startProduction } from '../lib/prod.mjs';
import { SERVER_BUILD_HEADER, serverBuildToken } from '../lib/server-build-token.mjs';
import { nginxBrotliModule } from '../lib/system.mjs';
import { APPS, PROD_API_PORT, ROOT, pnpmCommand } from '../lib/workspace.mjs';
import { LEAD_INSERT, leadLoad, storedCounts } from './load.mjs';

/** @type {Awaited<ReturnType<typeof startProduction>>} */
let topology;
const shellServer = createRequire(import.meta.url)(path.join(ROOT, 'shell/dist-ssr/server.cjs'));
const say = (/** @type {string} */ message) => process.stdout.write(`${message}\n`);

/** An environment of its own (made from the builds at start), so the tests deploy without touching .site-env/prod. */
const envDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-prod-env-'));
fs.chmodSync(envDir, 0o755);

before(async () => {
  // Many leads from one address within a minute: the per-IP write limit is not what is tested here.
  topology = await startProduction({ apiInstances: 2, apiEnv: { RATE_LIMIT_MAX: '10000000' }, quiet: true, envDir, log: say });
});
after(async () => {
  await topology?.stop();
  fs.rmSync(envDir, { recursive: true, force: true });
});

/** The header of the composition server's download of a server build: its environment's token. */
const withToken = () => ({ headers: { [SERVER_BUILD_HEADER]: serverBuildToken(envDir) } });
/** A remote's server build, by its file in a build (server/server.<hash>.cjs). @param {string} file */
const isServerBuild = (file) => path.basename(path.dirname(file)) === 'server' && file.endsWith('.cjs');

/** @param {string} dir @returns {string[]} every file below dir */
const filesBelow = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesBelow(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));

test('pages come from the composition server through nginx, rendered in their language', async () => {
  for (const [url, heading] of [
    ['/en_us', /<h1[^>]*>Cross-border payments, FX and trade finance<\/h1>/],
    ['/en_us/docs/create-a-payout', /<h1[^>]*>Create a payout<\/h1>/],
  ]) {
    const response = await fetch(`${SITE_URL}${url}`);
    assert.equal(response.status, 200, String(url));
    assert.equal(response.headers.get('server'), 'nginx');
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.match(await response.text(), /** @type {RegExp} */ (heading));
  }
  // A path without a language is redirected by the composition server, as with `npm start`.
  const bare = await fetch(`${SITE_URL}/About`, { redirect: 'manual', headers: { 'accept-language': 'zh-CN' } });
  assert.equal(bare.status, 302);
  assert.equal(bare.headers.get('location'), '/zh_cn/About');
});

test("every file of every app's build has the Node server's cache rule", async () => {
  let checked = 0;
  for (const app of APPS) {
    const dist = path.join(ROOT, app.dir, 'dist');
    const files = filesBelow(dist).filter((file) => !/\.(br|gz|map)$/.test(file) && path.basename(file) !== 'index.html');
    for (let i = 0; i < files.length; i += 16) {
      await Promise.all(
        files.slice(i, i + 16).map(async (file) => {
          const url = `http://localhost:${app.edgePort}/${path.relative(dist, file).split(path.sep).join('/')}`;
          // A server build is served only with the token (the test below); its cache rule is checked with it.
          const response = await fetch(url, isServerBuild(file) ? withToken() : {});
          await response.arrayBuffer();
          assert.equal(response.status, 200, url);
          /** @type {Record<string, string>} */
          const expected = {};
          shellServer.setCacheHeaders({ setHeader: (/** @type {string} */ name, /** @type {string} */ value) => (expected[name] = value) }, file);
          assert.equal(response.headers.get('cache-control'), expected['Cache-Control'], url);
          checked += 1;
        }),
      );
    }
  }
  say(`${checked} files checked against setCacheHeaders`);
  assert.ok(checked > 50);
});

test('no origin serves a source map, and a server build only to the composition server, which renders with it', async () => {
  // The maps are in every build and release, for error reports; through nginx they are not there, and no file names them.
  for (const app of APPS) {
    const dist = path.join(ROOT, app.dir, 'dist');
    const maps = filesBelow(dist).filter((file) => file.endsWith('.map'));
    assert.ok(maps.length > 0, `${app.dir} keeps its source maps in dist/`);
    for (const file of maps.slice(0, 8)) {
      const url = `http://localhost:${app.edgePort}/${path.relative(dist, file).split(path.sep).join('/')}`;
      const map = await fetch(url);
      assert.equal(map.status, 404, url);
      assert.doesNotMatch(await map.text(), /sourcesContent/, url);
      const script = await fetch(url.slice(0, -'.map'.length));
      assert.equal(script.status, 200, url);
      assert.doesNotMatch(await script.text(), /sourceMappingURL/, url);
    }
  }
  const { remotes } = await (await fetch(`${SITE_URL}/remotes.json`)).json();
  let serverBuilds = 0;
  for (const [name, manifestUrl] of Object.entries(remotes)) {
    const base = new URL('.', /** @type {string} */ (manifestUrl));
    const release = path.join(envDir, 'releases', name, path.basename(base.pathname));
    const map = filesBelow(release).find((file) => file.endsWith('.map'));
    assert.ok(map, `${name}'s release keeps its source maps`);
    assert.equal((await fetch(new URL(path.relative(release, map).split(path.sep).join('/'), base))).status, 404, `${name}: a release's source map`);
    const routes = await fetch(new URL('routes.json', base));
    if (routes.status === 404) continue;
    const { server } = await routes.json();
    if (typeof server !== 'string') continue;
    serverBuilds += 1;
    // The release's server build and the current build's at the root of the origin, alike.
    const app = APPS.find((candidate) => candidate.federation === name);
    const current = JSON.parse(fs.readFileSync(path.join(ROOT, app?.dir ?? '', 'dist/routes.json'), 'utf8')).server;
    for (const url of [new URL(server, base), new URL(`/${current}`, `http://localhost:${app?.edgePort}`)]) {
      for (const init of [{}, { headers: { [SERVER_BUILD_HEADER]: 'not-the-token' } }]) {
        const refused = await fetch(url, init);
        assert.equal(refused.status, 404, `${url} without the token`);
        assert.doesNotMatch(await refused.text(), /webpackBootstrap/);
      }
    }
    const allowed = await fetch(new URL(server, base), withToken());
    assert.equal(allowed.status, 200);
    assert.equal(allowed.headers.get('cache-control'), 'private, no-store');
    assert.equal(await allowed.text(), fs.readFileSync(path.join(release, server), 'utf8'));
    assert.equal((await fetch(new URL(`/${current}`, `http://localhost:${app?.edgePort}`), withToken())).status, 200);
  }
  assert.ok(serverBuilds >= 3, 'the remotes with pages publish server builds');
  // The composition server reads them through nginx: the demo request page, rendered per request, carries the api's lists.
  const deadline = Date.now() + 20_000;
  let demoRequest = '';
  while (!demoRequest.includes('data-server-data') && Date.now() < deadline) {
    demoRequest = await (await fetch(`${SITE_URL}/en_us/DemoRequest`)).text();
    if (!demoRequest.includes('data-server-data')) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  assert.match(demoRequest, /<script type="application\/json" data-server-data="">/);
});

test('each origin sends the security headers its Node server sends', async () => {
  const { createStaticServer } = shellServer;
  const node = await createStaticServer({ root: path.join(ROOT, 'remote-docs/dist'), port: 0, cors: [SITE_URL] });
  try {
    // Asked by the site's page, as the browser asks: the same headers, CORS for that origin only.
    const asSite = { headers: { origin: SITE_URL } };
    const fromNode = await fetch(`http://127.0.0.1:${node.server.address().port}/mf-manifest.json`, asSite);
    const fromNginx = await fetch(`http://localhost:${APPS[2]?.edgePort}/mf-manifest.json`, asSite);
    assert.deepEqual(pickSecurityHeaders(fromNginx.headers), pickSecurityHeaders(fromNode.headers));
    assert.equal(fromNginx.headers.get('access-control-allow-origin'), SITE_URL);
    const asOther = await fetch(`http://localhost:${APPS[2]?.edgePort}/mf-manifest.json`, { headers: { origin: 'https://evil.example' } });
    assert.equal(asOther.headers.get('access-control-allow-origin'), null);
    // The standalone QA page: a page's policy (scripts from its own origin and the site's), never shared.
    const pageFromNode = pickSecurityHeaders((await fetch(`http://127.0.0.1:${node.server.address().port}/en_us`, asSite)).headers);
    const pageFromNginx = pickSecurityHeaders((await fetch(`http://localhost:${APPS[2]?.edgePort}/en_us`, asSite)).headers);
    assert.deepEqual(Object.keys(pageFromNginx).sort(), Object.keys(pageFromNode).sort());
    assert.match(pageFromNginx['content-security-policy'] ?? '', new RegExp(`script-src 'self'[^;]* ${SITE_URL.replace(/[.]/g, '\\.')}`));
    assert.match(pageFromNginx['content-security-policy'] ?? '', /object-src 'none'/);
    assert.match(pickSecurityHeaders(fromNginx.headers)['content-security-policy'] ?? '', /^default-src 'none'/);
  } finally {
    await node.close();
  }
  // The site's own files carry its headers, the Content Security Policy included.
  const shellFile = await fetch(`${SITE_URL}/mf-manifest.json`);
  const page = await fetch(`${SITE_URL}/en_us`);
  const headers = pickSecurityHeaders(shellFile.headers);
  assert.ok(headers['content-security-policy']?.includes(`http://localhost:${APPS[1]?.edgePort}`));
  assert.deepEqual(Object.keys(headers).sort(), Object.keys(pickSecurityHeaders(page.headers)).sort());
  assert.ok(Object.keys(headers).length >= SECURITY_HEADER_NAMES.length - 3);
});

test('the build’s precompressed files are served as they are', async () => {
  const dist = path.join(ROOT, 'remote-marketing/dist');
  const file = filesBelow(dist).find((name) => name.endsWith('.js') && fs.existsSync(`${name}.br`) && fs.existsSync(`${name}.gz`));
  assert.ok(file, 'the build precompresses its scripts');
  const url = `http://localhost:${APPS[1]?.edgePort}/${path.relative(dist, file).split(path.sep).join('/')}`;
  const gzip = await fetch(url, { headers: { 'accept-encoding': 'gzip' }, decompress: false });
  assert.equal(gzip.headers.get('content-encoding'), 'gzip');
  assert.equal(Number(gzip.headers.get('content-length')), fs.statSync(`${file}.gz`).size);
  if (nginxBrotliModule()) {
    const br = await fetch(url, { headers: { 'accept-encoding': 'br' }, decompress: false });
    assert.equal(br.headers.get('content-encoding'), 'br');
    assert.equal(Number(br.headers.get('content-length')), fs.statSync(`${file}.br`).size);
  } else {
    say('brotli: Debian’s nginx brotli module is not installed here, gzip only');
  }
});

test('a page is compressed once, by the composition server, and passes nginx as it is', async () => {
  /** @param {string} encoding @returns {Promise<{ headers: http.IncomingHttpHeaders, body: Buffer }>} */
  const get = (encoding) =>
    new Promise((resolve, reject) => {
      http
        .get(`${SITE_URL}/en_us/Contact`, { headers: { 'accept-encoding': encoding } }, (response) => {
          /** @type {Buffer[]} */
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  const plain = await get('identity');
  assert.equal(plain.headers['content-encoding'], undefined);
  const html = plain.body.toString('utf8');
  assert.match(html, /<h1\b/);
  // nginx compresses proxied answers with gzip only: brotli here is the composition server's.
  for (const [encoding, decode] of /** @type {const} */ ([
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ])) {
    const answer = await get(encoding);
    assert.equal(answer.headers['content-encoding'], encoding);
    // Decoded once, it is the page: nothing compressed it a second time.
    assert.equal(decode(answer.body).toString('utf8'), html);
    assert.deepEqual(String(answer.headers.vary).toLowerCase().split(/,\s*/).sort(), ['accept-encoding', 'user-agent']);
  }
});

test('the site answers over HTTP/2 with TLS, the page and a content-hashed file', async (t) => {
  if (!topology.tlsUrl) {
    t.skip('no openssl here: no certificate, so no TLS');
    return;
  }
  const session = http2.connect(topology.tlsUrl, { rejectUnauthorized: false });
  try {
    const get = (/** @type {string} */ pathname) =>
      new Promise((resolve, reject) => {
        const stream = session.request({ ':path': pathname, 'accept-encoding': 'br, gzip' });
        stream.once('response', (headers) => resolve(headers));
        stream.once('error', reject);
        stream.resume();
      });
    /** @type {any} */
    const page = await get('/en_us');
    assert.equal(page[':status'], 200);
    assert.match(String(page['content-type']), /^text\/html/);
    assert.equal(session.alpnProtocol, 'h2');
    const file = fs.readdirSync(path.join(ROOT, 'shell/dist')).find((name) => /\.[0-9a-f]{8}\.js$/.test(name));
    /** @type {any} */
    const script = await get(`/${file}`);
    assert.equal(script[':status'], 200);
    assert.equal(script['cache-control'], 'public, max-age=31536000, immutable');
  } finally {
    session.close();
  }
});

/**
 * The deploy command on the topology's environment. Not spawnSync: the composition server runs in this
 * process and must keep answering. @param {string[]} args
 * @returns {Promise<{ code: number | null, out: string }>}
 */
function deployCommand(...args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/deploy-remote.mjs'), ...args, '--env', envDir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, DEPLOY_BY: 'topology test' } });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', (code) => resolve({ code, out }));
  });
}

/**
 * marketing's next build, made from its live release with `change` applied to a copy.
 * @param {(dir: string) => void} change
 */
function marketingCandidate(change) {
  const live = JSON.parse(fs.readFileSync(path.join(envDir, 'remotes.json'), 'utf8')).remotes.marketing;
  const version = /\/releases\/([0-9a-f]{12})\//.exec(live)?.[1] ?? '';
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'site-prod-candidate-')), 'dist');
  fs.cpSync(path.join(envDir, 'releases/marketing', version), dir, { recursive: true });
  change(dir);
  return dir;
}

/** Writes a file of a build with the brotli and gzip copies nginx serves in its place. @param {string} file @param {string} text */
function writeBuildFile(file, text) {
  fs.writeFileSync(file, text);
  if (fs.existsSync(`${file}.br`)) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  if (fs.existsSync(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

test('a remote deployed through nginx is live at once and rolled back by one command; a refused build changes nothing', async () => {
  // About: a page served from its prerendered fragment (the demo request page is rendered per request, for its form).
  const heading = async () => /<h1\b[^<>]*>([^<]*)<\/h1>/.exec(await (await fetch(`${SITE_URL}/en_us/About`)).text())?.[1];
  const liveUrl = async () => (await (await fetch(`${SITE_URL}/remotes.json`)).json()).remotes.marketing;
  const before = await liveUrl();
  assert.match(before, new RegExp(`^http://localhost:${APPS[1]?.edgePort}/releases/[0-9a-f]{12}/mf-manifest\\.json$`));
  assert.equal(await heading(), 'About Tradewind Finance');

  const next = marketingCandidate((dir) => {
    const { fragments } = JSON.parse(fs.readFileSync(path.join(dir, 'routes.json'), 'utf8'));
    const fragment = path.join(dir, fragments, 'en_us/About.html');
    writeBuildFile(fragment, fs.readFileSync(fragment, 'utf8').replace('>About Tradewind Finance</h1>', '>About Tradewind Finance, from the new release</h1>'));
  });
  const deployed = await deployCommand('marketing', '--dist', next);
  assert.equal(deployed.code, 0, deployed.out);
  const after = await liveUrl();
  assert.notEqual(after, before);
  // The release through nginx: its manifest and entry revalidated, its chunks immutable, shared with the site.
  const asSite = { headers: { origin: SITE_URL, 'accept-encoding': 'br, gzip' } };
  const manifest = await fetch(after, asSite);
  assert.equal(manifest.status, 200);
  assert.equal(manifest.headers.get('cache-control'), 'no-cache');
  assert.equal(manifest.headers.get('access-control-allow-origin'), SITE_URL);
  const mf = await manifest.json();
  const entry = await fetch(new URL(mf.metaData.remoteEntry.name, after), asSite);
  assert.equal(entry.status, 200);
  assert.equal(entry.headers.get('cache-control'), 'no-cache');
  const chunk = await fetch(new URL(mf.exposes[0].assets.js.sync[0], after), asSite);
  assert.equal(chunk.status, 200);
  assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  // The page, composed from the new release with no restart, its stylesheets from there too.
  assert.equal(await heading(), 'About Tradewind Finance, from the new release');
  assert.ok((await (await fetch(`${SITE_URL}/en_us/About`)).text()).includes(`href="${new URL('.', after).href}`));

  const rolledBack = await deployCommand('rollback', 'marketing');
  assert.equal(rolledBack.code, 0, rolledBack.out);
  assert.equal(await liveUrl(), before);
  assert.equal(await heading(), 'About Tradewind Finance');

  const file = path.join(envDir, 'remotes.json');
  const bytes = fs.readFileSync(file);
  const react18 = marketingCandidate((dir) => {
    const json = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
    for (const shared of json.shared) if (shared.name === 'react') shared.version = '18.3.1';
    writeBuildFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(json));
  });
  const refused = await deployCommand('marketing', '--dist', react18);
  assert.equal(refused.code, 1);
  assert.match(refused.out, /marketing was built with react 18\.3\.1; the page provides 19\.3\.1/);
  assert.ok(fs.readFileSync(file).equals(bytes), 'remotes.json is byte for byte as it was');
  for (const dir of [next, react18]) fs.rmSync(path.dirname(dir), { recursive: true, force: true });
});

test('a body over the limit to /api is refused by nginx as { code, msg } JSON in the asked language, not its HTML page', async () => {
  const body = JSON.stringify({ companyName: 'x'.repeat(80 * 1024) });
  for (const [lang, msg] of [['en-US,en;q=0.9', /larger than 64 KB/], ['zh-HK,zh;q=0.9', /請求內容超過 64 KB/], ['zh-CN', /请求体超过 64 KB/]]) {
    const response = await fetch(`${SITE_URL}/api/official/potentialCust/insert`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': String(lang) },
      body,
    });
    assert.equal(response.status, 413);
    assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    const answer = await response.json();
    assert.equal(answer.code, 'PAYLOAD_TOO_LARGE');
    assert.equal(answer.data, null);
    assert.match(answer.msg, /** @type {RegExp} */ (msg));
  }
});

test('each api instance reports itself ready; the probes are not public', async () => {
  for (const index of topology.instances.keys()) {
    const response = await fetch(`http://127.0.0.1:${PROD_API_PORT + index}/readyz`);
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { status: 'ready', database: 'postgres' });
  }
  // Through the site, /readyz is just an unknown page: the probes answer on the instances' own ports only.
  const outside = await fetch(`${SITE_URL}/readyz`, { redirect: 'manual' });
  assert.doesNotMatch(await outside.text(), /"status":"ready"/);
});

test('under load, one instance stopped (SIGTERM) and another killed (SIGKILL) and restarted: every acknowledged lead is stored exactly once', async () => {
  const started = Date.now();
  const { done, run, stop } = leadLoad({ base: SITE_URL, seconds: 50, connections: 10 });
  const wait = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
  await wait(3000);
  const windowStart = Date.now();
  const terminated = await topology.stopApi(0, 'SIGTERM');
  const terminatedAt = Date.now();
  assert.deepEqual(terminated, { code: 0, signal: null }, 'a stopped instance exits cleanly');
  await topology.startApi(0);
  const killedAt = Date.now();
  const killed = await topology.stopApi(1, 'SIGKILL');
  assert.deepEqual(killed, { code: null, signal: 'SIGKILL' });
  await topology.startApi(1);
  const windowEnd = Date.now();
  await wait(3000);
  // It would stop by itself after 50 s; it has shown what it must by now.
  stop();
  const { outcomes } = await done;
  const seconds = (Date.now() - started) / 1000;

  const during = outcomes.filter((outcome) => outcome.at >= windowStart && outcome.at <= windowEnd);
  const rate = (/** @type {number} */ from, /** @type {number} */ to) => {
    const inWindow = outcomes.filter((outcome) => outcome.at >= from && outcome.at <= to);
    const failed = inWindow.filter((outcome) => outcome.outcome !== 'acknowledged').length;
    return `${failed} of ${inWindow.length} (${inWindow.length ? ((100 * failed) / inWindow.length).toFixed(2) : '0.00'}%)`;
  };
  const failedDuring = during.filter((outcome) => outcome.outcome !== 'acknowledged').length;
  const acknowledged = outcomes.filter((outcome) => outcome.outcome === 'acknowledged');
  const stored = await storedCounts(topology.databaseUrl, run);
  const twice = [...stored.values()].filter((count) => count > 1).length;
  const missing = acknowledged.filter((outcome) => stored.get(outcome.company) !== 1).length;
  const unacknowledgedStored = [...stored.keys()].length - acknowledged.length;
  /** @type {Record<string, number>} */
  const byStatus = {};
  for (const outcome of during) if (outcome.outcome !== 'acknowledged') byStatus[outcome.status || 'no answer'] = (byStatus[outcome.status || 'no answer'] ?? 0) + 1;
  const nginxErrors = fs.existsSync(path.join(topology.runDir, 'error.log'))
    ? fs.readFileSync(path.join(topology.runDir, 'error.log'), 'utf8').split('\n').filter((line) => line.includes('[error]'))
    : [];
  /** @type {Record<string, number>} */
  const nginxByKind = {};
  for (const line of nginxErrors) {
    const kind = /\] \d+#\d+: \*\d+ ([^,(]+)/.exec(line)?.[1]?.trim() ?? line.slice(0, 60);
    nginxByKind[kind] = (nginxByKind[kind] ?? 0) + 1;
  }
  say(
    `load: ${outcomes.length} lead inserts through nginx in ${seconds.toFixed(1)} s, ${acknowledged.length} acknowledged; ` +
      `during the stop, kill and restarts (${((windowEnd - windowStart) / 1000).toFixed(1)} s): ${during.length} requests, ${failedDuring} not acknowledged ` +
      `(error rate ${during.length ? ((100 * failedDuring) / during.length).toFixed(2) : '0.00'}%); ` +
      `stored: ${stored.size} leads, acknowledged and not stored exactly once: ${missing}, stored twice: ${twice}, stored but not acknowledged: ${unacknowledgedStored}`,
  );
  say(`not acknowledged: SIGTERM until it exited ${rate(windowStart, terminatedAt)}; while it restarted ${rate(terminatedAt, killedAt)}; SIGKILL and restart ${rate(killedAt, windowEnd)}`);
  say(`not acknowledged during the stops, by status: ${JSON.stringify(byStatus)}; nginx errors: ${JSON.stringify(nginxByKind)}`);
  assert.equal(missing, 0, 'every acknowledged lead is stored exactly once');
  assert.equal(twice, 0, 'no lead is stored twice');
  assert.ok(during.some((outcome) => outcome.outcome === 'acknowledged'), 'leads are taken while an instance is down');
  assert.ok(acknowledged.length > 100);
});

/**
 * A lead insert to `base` over a connection from `localAddress` (a loopback address of its own, so the client is
 * new to the api's budgets); its HTTP status.
 * @param {string} base @param {string} localAddress @param {number} serial
 */
function insertFrom(base, localAddress, serial) {
  const { hostname, port } = new URL(base);
  const body = JSON.stringify({ firstName: 'Budget', lastName: 'Test', businessEmail: 'budget@example.com', companyName: `Budget ${localAddress} ${serial}`, businessType: 'OTHERS' });
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: hostname, port, localAddress, method: 'POST', path: LEAD_INSERT, agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

test("a client's writes across both api instances are limited at one budget, not one per instance", async () => {
  const budget = 5;
  // The other tests run with the limit out of the way; both instances restart with a small budget for this one.
  const restart = async (/** @type {NodeJS.ProcessEnv} */ env) => {
    for (const index of [0, 1]) {
      await topology.stopApi(index, 'SIGTERM');
      await topology.startApi(index, env);
    }
  };
  await restart({ RATE_LIMIT_MAX: String(budget) });
  try {
    // Through nginx, which spreads the calls over both instances.
    /** @type {unknown[]} */
    const throughNginx = [];
    for (let i = 0; i < 2 * budget; i += 1) throughNginx.push(await insertFrom(SITE_URL, '127.0.0.2', i));
    // Straight to each instance in turn: the second refuses once the first has used the budget, and the reverse.
    /** @type {unknown[]} */
    const alternating = [];
    for (let i = 0; i < 2 * budget; i += 1) alternating.push(await insertFrom(`http://127.0.0.1:${PROD_API_PORT + (i % 2)}`, '127.0.0.3', i));
    const counted = await countedCalls(topology.databaseUrl, ['127.0.0.2', '127.0.0.3']);
    say(`one budget across 2 instances (${budget} writes): through nginx ${JSON.stringify(throughNginx)}; alternating between the instances ${JSON.stringify(alternating)}; counted in PostgreSQL ${JSON.stringify(counted)}`);
    const expected = [...Array(budget).fill(200), ...Array(budget).fill(429)];
    assert.deepEqual(throughNginx, expected);
    assert.deepEqual(alternating, expected);
    assert.deepEqual(counted, { '127.0.0.2': 2 * budget, '127.0.0.3': 2 * budget });
  } finally {
    await restart({});
  }
});

/**
 * The calls counted in PostgreSQL's `rate_limit` for each key.
 * @param {string} databaseUrl @param {string[]} keys @returns {Promise<Record<string, number>>}
 */
async function countedCalls(databaseUrl, keys) {
  /** @type {typeof import('pg')} */
  const pg = createRequire(path.join(ROOT, 'api/package.json'))('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT key, hits FROM rate_limit WHERE key = ANY($1::text[]) ORDER BY key', [keys]);
    return Object.fromEntries(rows.map((row) => [row.key, row.hits]));
  } finally {
    await client.end();
  }
}

test('the smoke subset of the browser suite passes through nginx in each language', async () => {
  // Not spawnSync: the composition server runs in this process and must keep answering.
  const { cmd, pre } = pnpmCommand();
  const child = spawn(cmd, [...pre, '--filter', '@site/e2e', 'exec', 'playwright', 'test', '-c', 'playwright.prod.config.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PROD_BASE_URL: SITE_URL },
  });
  const code = await new Promise((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
  assert.equal(code, 0, 'playwright smoke tests');
});
