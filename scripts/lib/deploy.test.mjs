// @ts-check
// Run with node's test runner: node --test scripts/lib
// Deploys of tiny fake builds to temporary environments, served by a local HTTP server on a free port.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { deployRemote, describeHistory, rollbackRemote, workspaceEnvironment } from './deploy.mjs';
import { Refusal, buildVersion, ensureEnvironment, liveChain, pruneReleases, publishRelease, readHistory, withLock } from './environment.mjs';
import { APPS, ROOT } from './workspace.mjs';

const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-test-'));
/** Requests the fake origin refuses, to make a file of a release missing: path suffixes. */
const missing = new Set();
/** @type {http.Server} */
let server;
let origin = '';
/** A port nothing listens on: a remote whose origin is down. */
let closedPort = 0;

/** The singletons the shell provides, as its mf-manifest.json lists them. */
const SHELL_SHARED = [
  { name: 'react', version: '19.3.1', singleton: true },
  { name: 'react-dom', version: '19.3.1', singleton: true },
  { name: 'i18next', version: '27.1.5', singleton: true },
  { name: 'zustand', version: '5.1.0', singleton: true },
  { name: '@site/shared/store', version: '0.1.0', singleton: true },
];
const SHELL_MANIFEST = path.join(TMP, 'shell-mf-manifest.json');
fs.writeFileSync(SHELL_MANIFEST, JSON.stringify({ name: 'shell', exposes: [], shared: SHELL_SHARED }));

/** Every environment made here, served by the one fake origin: /<env>/<remote>/releases/… */
const environments = new Map();
let envCount = 0;

before(async () => {
  server = http.createServer((request, response) => {
    const [, envName = '', remote = '', ...rest] = (request.url ?? '').split('?')[0]?.split('/') ?? [];
    const env = environments.get(envName);
    const file = env ? path.join(env, ...(rest[0] === 'releases' ? ['releases', remote, ...rest.slice(1)] : ['none'])) : '';
    if (!env || [...missing].some((suffix) => request.url?.endsWith(suffix)) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': file.endsWith('.json') ? 'application/json' : 'text/plain' }).end(fs.readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  const probe = http.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', () => resolve(undefined)));
  closedPort = /** @type {import('node:net').AddressInfo} */ (probe.address()).port;
  await new Promise((resolve) => probe.close(resolve));
});
after(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(TMP, { recursive: true, force: true });
});

/** A new environment whose remotes are served by the fake origin (a remote in `down` by a closed port). */
async function newEnvironment({ remotes = ['marketing', 'ota', 'fx', 'docs'], down = /** @type {string[]} */ ([]) } = {}) {
  envCount += 1;
  const name = `env${envCount}`;
  const dir = path.join(TMP, name);
  environments.set(name, dir);
  const bases = Object.fromEntries(remotes.map((remote) => [remote, down.includes(remote) ? `http://127.0.0.1:${closedPort}/${remote}/` : `${origin}/${name}/${remote}/`]));
  await ensureEnvironment(dir, { bases, loading: { timeouts: { manifestMs: 10000, scriptMs: 30000 }, retries: 2 } });
  return dir;
}

/**
 * A build as mfWebpackPreset and the prerender step leave it, reduced to what the deploy reads.
 * @param {string} remote
 * @param {{ shared?: { name: string, version?: string, singleton?: boolean }[], exposes?: string[], routes?: { path: string, aliases?: string[] }[] | null, mount?: string, marker?: string, name?: string }} [options]
 */
function fakeBuild(remote, { shared = SHELL_SHARED, exposes = ['./Pages'], routes = [{ path: 'About' }], mount = 'lang', marker = 'one', name = remote } = {}) {
  const dir = fs.mkdtempSync(path.join(TMP, `${remote}-build-`));
  const write = (/** @type {string} */ file, /** @type {string} */ text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  const exposeEntries = exposes.map((expose) => {
    const file = `__federation_expose_${expose.slice(2)}.${marker.padEnd(8, '0').slice(0, 8)}.js`;
    write(file, `/* ${remote} ${expose} ${marker} */`);
    return { id: `${remote}:${expose.slice(2)}`, name: expose.slice(2), path: expose, assets: { js: { sync: [file], async: [] }, css: { sync: [], async: [] } } };
  });
  write('remoteEntry.js', `/* ${remote} entry ${marker} */`);
  write(
    'mf-manifest.json',
    JSON.stringify({ id: name, name, metaData: { name, publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } }, shared, remotes: [], exposes: exposeEntries }),
  );
  if (routes) {
    const first = routes[0]?.path ?? '';
    write(
      'routes.json',
      JSON.stringify({
        remote,
        version: 'abcdefabcdef',
        mount,
        langs: ['en_us'],
        publicPath: 'http://localhost:3001/',
        fragments: 'fragments/abcdefabcdef/',
        assets: { css: [], js: [] },
        routes: routes.map((route) => ({ prefix: false, indexable: true, hideFooter: false, query: [], ...route })),
        pages: { en_us: { [first]: { title: first, description: first, indexable: true, fragment: `en_us/${first || 'index'}.html`, css: [], js: [] } } },
      }),
    );
    write(`fragments/abcdefabcdef/en_us/${first || 'index'}.html`, `<h1>${first} ${marker}</h1>`);
  }
  return dir;
}

/** @param {string} envDir @param {string} remote @param {string | undefined} dist @param {Partial<Parameters<typeof deployRemote>[0]>} [options] */
const deploy = (envDir, remote, dist, options = {}) => deployRemote({ envDir, remote, ...(dist ? { dist } : {}), shellManifest: SHELL_MANIFEST, via: 'test', ...options });

/** The exact text of remotes.json. @param {string} envDir */
const remotesText = (envDir) => fs.readFileSync(path.join(envDir, 'remotes.json'), 'utf8');

/**
 * Asserts that deploying is refused for a reason matching `reason`, leaving remotes.json byte for byte
 * and the history as they were.
 * @param {string} envDir @param {() => Promise<unknown>} attempt @param {RegExp} reason
 */
async function assertRefused(envDir, attempt, reason) {
  const before = remotesText(envDir);
  const records = fs.readdirSync(path.join(envDir, 'history')).length;
  await assert.rejects(attempt, (error) => {
    assert.ok(error instanceof Refusal, String(error));
    assert.ok(
      error.reasons.some((text) => reason.test(text)),
      `a reason matching ${reason}, got:\n${error.reasons.join('\n')}`,
    );
    return true;
  });
  assert.equal(remotesText(envDir), before, 'remotes.json is byte-identical');
  assert.equal(fs.readdirSync(path.join(envDir, 'history')).length, records, 'no history record');
}

test('an accepted deploy publishes the build under its version, switches remotes.json and records the switch', async () => {
  const envDir = await newEnvironment();
  const dist = fakeBuild('marketing');
  const result = await deploy(envDir, 'marketing', dist);
  assert.equal(result.outcome, 'switched');
  assert.equal(result.published, true);
  assert.match(result.version, /^[0-9a-f]{12}$/);
  assert.equal(result.version, buildVersion(dist));
  assert.ok(fs.existsSync(path.join(envDir, 'releases/marketing', result.version, 'routes.json')));

  const json = JSON.parse(remotesText(envDir));
  assert.equal(json.remotes.marketing, `${origin}/${path.basename(envDir)}/marketing/releases/${result.version}/mf-manifest.json`);
  // The loading settings stay beside the remotes.
  assert.deepEqual(json.retries, 2);

  const [record, ...more] = readHistory(/** @type {any} */ ({ historyDir: path.join(envDir, 'history') }));
  assert.equal(more.length, 0);
  assert.equal(record?.seq, 1);
  assert.equal(record?.action, 'deploy');
  assert.equal(record?.version, result.version);
  assert.equal(record?.previous, null);
  assert.equal(record?.via, 'test');
  assert.deepEqual(record?.checks, ['reachable', 'shared singletons', 'exposes', 'routes']);
  assert.match(record?.by ?? '', /@/);
  assert.ok(fs.existsSync(path.join(envDir, 'history/000001-marketing-deploy.json')));

  // The same build again: already live, nothing written.
  const before = remotesText(envDir);
  assert.equal((await deploy(envDir, 'marketing', dist)).outcome, 'already live');
  assert.equal(remotesText(envDir), before);
  assert.equal(readHistory(/** @type {any} */ ({ historyDir: path.join(envDir, 'history') })).length, 1);
});

test('a release is never changed: the same build is found published, another build is another version', async () => {
  const envDir = await newEnvironment();
  const env = await ensureEnvironment(envDir, { bases: JSON.parse(fs.readFileSync(path.join(envDir, 'env.json'), 'utf8')).bases });
  const dist = fakeBuild('docs');
  // The help centre's build carries its content: it is part of the release, and of its version.
  fs.mkdirSync(path.join(dist, 'content/0123456789ab'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'content/latest.json'), '{"version":"0123456789ab"}');
  const first = publishRelease(env, 'docs', dist);
  const again = publishRelease(env, 'docs', dist);
  assert.deepEqual([first.created, again.created], [true, false]);
  assert.equal(first.version, again.version);
  assert.equal(fs.readFileSync(path.join(first.dir, 'content/latest.json'), 'utf8'), '{"version":"0123456789ab"}');
  assert.equal(fs.lstatSync(path.join(first.dir, 'content')).isSymbolicLink(), false);
  // New content is a new release, even with the same code.
  fs.writeFileSync(path.join(dist, 'content/latest.json'), '{"version":"ba9876543210"}');
  assert.notEqual(publishRelease(env, 'docs', dist).version, first.version);
  const other = publishRelease(env, 'docs', fakeBuild('docs', { marker: 'two' }));
  assert.notEqual(other.version, first.version);
  assert.equal(fs.readFileSync(path.join(first.dir, 'remoteEntry.js'), 'utf8'), '/* docs entry one */');
});

test('rollback returns to the version live before, records it, and a second rollback goes one further back', async () => {
  const envDir = await newEnvironment();
  const one = await deploy(envDir, 'marketing', fakeBuild('marketing', { marker: 'one' }));
  const two = await deploy(envDir, 'marketing', fakeBuild('marketing', { marker: 'two' }));
  const three = await deploy(envDir, 'marketing', fakeBuild('marketing', { marker: 'three' }));
  assert.equal(three.previous?.version, two.version);

  const back = await rollbackRemote({ envDir, remote: 'marketing', shellManifest: SHELL_MANIFEST, via: 'test' });
  assert.equal(back.url, two.url);
  assert.equal(JSON.parse(remotesText(envDir)).remotes.marketing, two.url);
  assert.equal(back.record?.action, 'rollback');
  assert.equal(back.record?.previous?.version, three.version);

  await rollbackRemote({ envDir, remote: 'marketing', shellManifest: SHELL_MANIFEST });
  assert.equal(JSON.parse(remotesText(envDir)).remotes.marketing, one.url);
  await assertRefused(envDir, () => rollbackRemote({ envDir, remote: 'marketing', shellManifest: SHELL_MANIFEST }), /no earlier version to return to/);

  // A deploy after the rollbacks starts the chain from the version live then.
  const four = await deploy(envDir, 'marketing', fakeBuild('marketing', { marker: 'four' }));
  const records = readHistory(/** @type {any} */ ({ historyDir: path.join(envDir, 'history') }), 'marketing');
  assert.deepEqual(
    liveChain(records).map((entry) => entry.version),
    [one.version, four.version],
  );
  await rollbackRemote({ envDir, remote: 'marketing', shellManifest: SHELL_MANIFEST });
  assert.equal(JSON.parse(remotesText(envDir)).remotes.marketing, one.url);
  // A published version can also be made live by name, with every check.
  const byName = await deploy(envDir, 'marketing', undefined, { version: three.version });
  assert.equal(byName.url, three.url);
  assert.ok(describeHistory({ envDir, remote: 'marketing' }).some((line) => line.includes(`${three.version} (live)`)));
});

test('rollback checks that the release it returns to still answers', async () => {
  const envDir = await newEnvironment();
  const one = await deploy(envDir, 'fx', fakeBuild('fx', { exposes: ['./RateWidget'], routes: null, marker: 'one' }));
  await deploy(envDir, 'fx', fakeBuild('fx', { exposes: ['./RateWidget'], routes: null, marker: 'two' }));
  missing.add(`/releases/${one.version}/mf-manifest.json`);
  try {
    await assertRefused(envDir, () => rollbackRemote({ envDir, remote: 'fx', shellManifest: SHELL_MANIFEST }), /fx's manifest is not reachable at .*: HTTP 404/);
  } finally {
    missing.clear();
  }
});

test('refused: a react singleton that does not fit the shell (a build on React 18), naming the versions', async () => {
  const envDir = await newEnvironment();
  const shared = SHELL_SHARED.map((entry) => (entry.name === 'react' ? { ...entry, version: '18.3.1' } : entry));
  await assertRefused(envDir, () => deploy(envDir, 'marketing', fakeBuild('marketing', { shared })), /marketing was built with react 18\.3\.1; the page provides 19\.3\.1/);
  // A newer release than the shell's is refused too: the shell's older copy may not serve it.
  const newer = SHELL_SHARED.map((entry) => (entry.name === 'react' ? { ...entry, version: '19.4.0' } : entry));
  await assertRefused(envDir, () => deploy(envDir, 'marketing', fakeBuild('marketing', { shared: newer })), /built with react 19\.4\.0/);
});

test('refused: a singleton the shell provides that the build does not share, or not as a singleton', async () => {
  const envDir = await newEnvironment();
  const without = SHELL_SHARED.filter((entry) => entry.name !== 'react-dom');
  await assertRefused(envDir, () => deploy(envDir, 'marketing', fakeBuild('marketing', { shared: without })), /marketing does not share react-dom: the shell provides it as a singleton/);
  const notSingleton = SHELL_SHARED.map((entry) => (entry.name === '@site/shared/store' ? { ...entry, singleton: false } : entry));
  await assertRefused(envDir, () => deploy(envDir, 'marketing', fakeBuild('marketing', { shared: notSingleton })), /shares @site\/shared\/store, but not as a singleton/);
});

test('refused: a route another live remote owns, or one the site answers itself', async () => {
  const envDir = await newEnvironment();
  await deploy(envDir, 'marketing', fakeBuild('marketing', { routes: [{ path: 'About' }, { path: 'Contact' }] }));
  await deploy(envDir, 'ota', fakeBuild('ota', { routes: [{ path: 'OTAFinance' }] }));
  await assertRefused(envDir, () => deploy(envDir, 'ota', fakeBuild('ota', { routes: [{ path: 'OTAFinance' }, { path: 'about' }], marker: 'two' })), /ota claims \/\{lang\}\/about, which marketing already owns/);
  await assertRefused(envDir, () => deploy(envDir, 'ota', fakeBuild('ota', { routes: [{ path: 'OTAFinance', aliases: ['Contact'] }], marker: 'three' })), /ota claims \/\{lang\}\/Contact, which marketing already owns/);
  await assertRefused(envDir, () => deploy(envDir, 'docs', fakeBuild('docs', { mount: '/api', routes: [{ path: '' }] })), /docs claims \/api, which the site itself answers/);
  // Its own routes, published again, never collide with themselves.
  assert.equal((await deploy(envDir, 'ota', fakeBuild('ota', { routes: [{ path: 'OTAFinance' }, { path: 'Questionnaire1' }], marker: 'four' }))).outcome, 'switched');
});

test("refused: another live remote's routes cannot be read and the shell kept none; its last-known routes count when it is down", async () => {
  const envDir = await newEnvironment();
  await deploy(envDir, 'marketing', fakeBuild('marketing', { routes: [{ path: 'About' }] }));
  // marketing's origin goes down (remotes.json names a closed port).
  const broken = JSON.parse(remotesText(envDir));
  broken.remotes.marketing = `http://127.0.0.1:${closedPort}/marketing/mf-manifest.json`;
  fs.writeFileSync(path.join(envDir, 'remotes.json'), JSON.stringify(broken));
  await assertRefused(envDir, () => deploy(envDir, 'ota', fakeBuild('ota', { routes: [{ path: 'OTAFinance' }] })), /The routes of marketing, which is live, could not be read .*ECONNREFUSED/);
  // What the shell's server last read of marketing (routes.last-known.json) is what it routes by.
  fs.writeFileSync(path.join(envDir, 'routes.last-known.json'), JSON.stringify({ marketing: { remote: 'marketing', mount: 'lang', langs: ['en_us'], routes: [{ path: 'About' }] } }));
  await assertRefused(envDir, () => deploy(envDir, 'ota', fakeBuild('ota', { routes: [{ path: 'About' }] })), /ota claims \/\{lang\}\/About, which marketing already owns/);
  assert.equal((await deploy(envDir, 'ota', fakeBuild('ota', { routes: [{ path: 'OTAFinance' }] }))).outcome, 'switched');
});

test('refused: a build with pages that does not expose ./Pages, or drops an expose its live version has', async () => {
  const envDir = await newEnvironment();
  await assertRefused(envDir, () => deploy(envDir, 'marketing', fakeBuild('marketing', { exposes: ['./DemoRequest'] })), /does not expose \.\/Pages, the parcel the shell mounts/);
  await deploy(envDir, 'fx', fakeBuild('fx', { exposes: ['./RateWidget'], routes: null }));
  const renamed = fakeBuild('fx', { exposes: ['./Rates'], routes: null, marker: 'two' });
  await assertRefused(envDir, () => deploy(envDir, 'fx', renamed), /does not expose \.\/RateWidget, which its live version exposes.*--drop-expose \.\/RateWidget/);
  assert.equal((await deploy(envDir, 'fx', renamed, { dropExposes: ['./RateWidget'] })).outcome, 'switched');
});

test('refused: a manifest that is not reachable where it was published, an incomplete release, a build of another name', async () => {
  const envDir = await newEnvironment({ down: ['ota'] });
  await assertRefused(envDir, () => deploy(envDir, 'ota', fakeBuild('ota', { routes: [{ path: 'OTAFinance' }] })), new RegExp(`ota's manifest is not reachable at http://127\\.0\\.0\\.1:${closedPort}/ota/releases/[0-9a-f]{12}/mf-manifest\\.json: no answer \\(ECONNREFUSED\\)`));

  const dist = fakeBuild('marketing');
  missing.add('remoteEntry.js');
  try {
    await assertRefused(envDir, () => deploy(envDir, 'marketing', dist), /marketing's release is incomplete: 1 of the \d+ files its manifests name do not answer, first .*remoteEntry\.js \(HTTP 404\)/);
  } finally {
    missing.clear();
  }
  await assertRefused(envDir, () => deploy(envDir, 'marketing', fakeBuild('marketing', { name: 'docs' })), /is named "docs", not marketing/);
  await assertRefused(envDir, () => deploy(envDir, 'marketing', fakeBuild('marketing', { routes: null })), /marketing publishes pages, but its routes\.json is not reachable .*HTTP 404/);
  await assertRefused(envDir, () => deploy(envDir, 'marketing', path.join(TMP, 'no-such-build')), /holds no build of marketing/);
  await assertRefused(envDir, () => deploy(envDir, 'marketing', dist, { shellManifest: path.join(TMP, 'no-shell.json') }), /The shell's manifest .* could not be read/);
});

test('--dry-run checks without switching', async () => {
  const envDir = await newEnvironment();
  const before = remotesText(envDir);
  const result = await deploy(envDir, 'marketing', fakeBuild('marketing'), { dryRun: true });
  assert.equal(result.outcome, 'checked');
  assert.equal(remotesText(envDir), before);
});

/**
 * The deploy command, as a team runs it. @param {string[]} args @param {NodeJS.ProcessEnv} [env] added to this process's
 * @returns {Promise<{ code: number | null, stdout: string, stderr: string }>}
 */
function command(args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/deploy-remote.mjs'), ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

test('concurrent deploys from several processes are taken one after the other: remotes.json stays whole and every switch is recorded once', async () => {
  const envDir = await newEnvironment();
  const builds = [
    ['marketing', fakeBuild('marketing', { routes: [{ path: 'About' }] })],
    ['ota', fakeBuild('ota', { routes: [{ path: 'OTAFinance' }] })],
    ['docs', fakeBuild('docs', { routes: [{ path: 'docs' }] })],
    ['fx', fakeBuild('fx', { exposes: ['./RateWidget'], routes: null })],
  ];
  const results = await Promise.all(builds.map(([remote = '', dist = '']) => command([remote, '--env', envDir, '--dist', dist, '--shell-manifest', SHELL_MANIFEST])));
  for (const result of results) assert.equal(result.code, 0, result.stderr);
  const { remotes } = JSON.parse(remotesText(envDir));
  assert.deepEqual(Object.keys(remotes).sort(), ['docs', 'fx', 'marketing', 'ota']);
  const records = readHistory(/** @type {any} */ ({ historyDir: path.join(envDir, 'history') }));
  assert.deepEqual(
    records.map((record) => record.seq),
    [1, 2, 3, 4],
  );
  assert.deepEqual(records.map((record) => record.remote).sort(), ['docs', 'fx', 'marketing', 'ota']);
  for (const record of records) assert.equal(remotes[record.remote], record.url);
  assert.deepEqual(
    fs.readdirSync(envDir).filter((name) => name.startsWith('.')),
    [],
    'no lock or temporary file is left',
  );
});

test('the command names every reason of a refusal and exits 1; rollback and history are one command each', async () => {
  const envDir = await newEnvironment();
  const good = await command(['fx', '--env', envDir, '--dist', fakeBuild('fx', { exposes: ['./RateWidget'], routes: null }), '--shell-manifest', SHELL_MANIFEST]);
  assert.equal(good.code, 0, good.stderr);
  assert.match(good.stdout, /every check passed/);
  const shared = SHELL_SHARED.map((entry) => (entry.name === 'react' ? { ...entry, version: '18.3.1' } : entry));
  const before = remotesText(envDir);
  const refused = await command(['fx', '--env', envDir, '--dist', fakeBuild('fx', { shared, exposes: ['./Other'], routes: null, marker: 'two' }), '--shell-manifest', SHELL_MANIFEST]);
  assert.equal(refused.code, 1);
  assert.match(refused.stderr, /refused; remotes\.json is unchanged/);
  assert.match(refused.stderr, /fx was built with react 18\.3\.1/);
  assert.match(refused.stderr, /does not expose \.\/RateWidget/);
  assert.equal(remotesText(envDir), before);

  const second = await command(['fx', '--env', envDir, '--dist', fakeBuild('fx', { exposes: ['./RateWidget'], routes: null, marker: 'three' }), '--shell-manifest', SHELL_MANIFEST]);
  assert.equal(second.code, 0, second.stderr);
  const rollback = await command(['rollback', 'fx', '--env', envDir, '--shell-manifest', SHELL_MANIFEST]);
  assert.equal(rollback.code, 0, rollback.stderr);
  assert.equal(remotesText(envDir), before);
  const history = await command(['fx', '--list', '--env', envDir]);
  assert.match(history.stdout, /fx: live [0-9a-f]{12}\n {2}#1 .* deploy {3}[0-9a-f]{12} {2}from nothing/);
  assert.match(history.stdout, /#3 .* rollback/);
  const usage = await command(['--env', envDir]);
  assert.equal(usage.code, 2);
  assert.match(usage.stderr, /name the remote to deploy/);
});

test('<remote> --list lists that remote alone; history lists every remote, or the one it names', async () => {
  const envDir = await newEnvironment();
  await deploy(envDir, 'marketing', fakeBuild('marketing'));
  await deploy(envDir, 'fx', fakeBuild('fx', { exposes: ['./RateWidget'], routes: null }));
  const remotesListed = (/** @type {string} */ stdout) => [...stdout.matchAll(/^(\w+): live /gm)].map((match) => match[1]);

  const one = await command(['marketing', '--list', '--env', envDir]);
  assert.equal(one.code, 0, one.stderr);
  assert.deepEqual(remotesListed(one.stdout), ['marketing']);
  assert.match(one.stdout, /^ {2}#1 .* deploy {3}[0-9a-f]{12} {2}from nothing/m);
  // A folder name of shared/apps.json names the same remote.
  assert.deepEqual(remotesListed((await command(['remote-marketing', '--list', '--env', envDir])).stdout), ['marketing']);

  const all = await command(['history', '--env', envDir]);
  assert.equal(all.code, 0, all.stderr);
  assert.deepEqual(remotesListed(all.stdout).sort(), ['docs', 'fx', 'marketing', 'ota']);
  assert.match(all.stdout, /^ota: live nothing$/m);
  assert.deepEqual(remotesListed((await command(['history', 'fx', '--env', envDir])).stdout), ['fx']);
});

test('the listing marks a release the checks refused with its first reason, and one never live as a candidate; neither joins the rollback chain', async () => {
  const envDir = await newEnvironment();
  const one = await deploy(envDir, 'marketing', fakeBuild('marketing', { marker: 'one' }));
  const shared = SHELL_SHARED.filter((entry) => entry.name !== 'zustand').map((entry) => (entry.name === 'react' ? { ...entry, version: '18.3.1' } : entry));
  const refusedBuild = fakeBuild('marketing', { shared, marker: 'refused' });
  /** @type {string[]} */
  let reasons = [];
  await assertRefused(
    envDir,
    () =>
      deploy(envDir, 'marketing', refusedBuild).catch((error) => {
        reasons = error.reasons;
        throw error;
      }),
    /marketing was built with react 18\.3\.1/,
  );
  assert.equal(reasons.length, 2, reasons.join('\n'));
  const candidate = await deploy(envDir, 'marketing', fakeBuild('marketing', { marker: 'candidate' }), { dryRun: true });
  const two = await deploy(envDir, 'marketing', fakeBuild('marketing', { marker: 'two' }));

  const lines = describeHistory({ envDir, remote: 'marketing' });
  const lineOf = (/** @type {string} */ version) => lines.find((line) => line.startsWith(`    ${version}`));
  assert.equal(lineOf(buildVersion(refusedBuild)), `    ${buildVersion(refusedBuild)} (refused: ${reasons[0]} (and 1 more reason))`);
  assert.equal(lineOf(candidate.version), `    ${candidate.version} (candidate)`);
  assert.equal(lineOf(two.version), `    ${two.version} (live)`);
  // Live before, and neither refused nor a candidate.
  assert.equal(lineOf(one.version), `    ${one.version}`);

  // The refusal is no switch: the rollback chain is the two deploys, and a rollback returns to the first.
  assert.deepEqual(
    liveChain(readHistory(/** @type {any} */ ({ historyDir: path.join(envDir, 'history') }), 'marketing')).map((entry) => entry.version),
    [one.version, two.version],
  );
  assert.equal((await rollbackRemote({ envDir, remote: 'marketing', shellManifest: SHELL_MANIFEST })).version, one.version);

  // A release refused once and passed later (its file answers again) loses the mark when it goes live.
  const flaky = fakeBuild('marketing', { marker: 'flaky' });
  missing.add('remoteEntry.js');
  try {
    await assertRefused(envDir, () => deploy(envDir, 'marketing', flaky), /release is incomplete/);
  } finally {
    missing.clear();
  }
  assert.match(describeHistory({ envDir, remote: 'marketing' }).join('\n'), new RegExp(`^ {4}${buildVersion(flaky)} \\(refused: marketing's release is incomplete`, 'm'));
  await deploy(envDir, 'marketing', undefined, { version: buildVersion(flaky) });
  await rollbackRemote({ envDir, remote: 'marketing', shellManifest: SHELL_MANIFEST });
  assert.ok(describeHistory({ envDir, remote: 'marketing' }).includes(`    ${buildVersion(flaky)}`));
});

test('--expect switches only if the version expected is live, like a compare-and-swap; none expects nothing live', async () => {
  const envDir = await newEnvironment();
  const fx = (/** @type {string} */ marker) => fakeBuild('fx', { exposes: ['./RateWidget'], routes: null, marker });
  const one = await deploy(envDir, 'fx', fx('one'), { expect: 'none' });
  assert.equal(one.outcome, 'switched');
  await assertRefused(envDir, () => deploy(envDir, 'fx', fx('two'), { expect: 'none' }), new RegExp(`fx is not at the version this deploy expects \\(--expect none\\): ${one.version} is live, made live by \\S+ with \`test\` at [^()]+ \\(record #1\\)\\. Check that ${one.version} may be replaced, then deploy again with --expect ${one.version}\\.$`));
  await assertRefused(envDir, () => deploy(envDir, 'fx', fx('two'), { expect: 'abcdefabcdef' }), new RegExp(`--expect abcdefabcdef\\): ${one.version} is live`));
  const two = await deploy(envDir, 'fx', fx('two'), { expect: one.version });
  assert.equal(two.outcome, 'switched');
  assert.deepEqual(two.warnings, []);

  const misplaced = await command(['history', 'fx', '--expect', two.version, '--env', envDir]);
  assert.equal(misplaced.code, 2);
  assert.match(misplaced.stderr, /--expect guards a deploy's switch; history does not take it/);
});

/**
 * Starts deploys (`start`) while this process holds the environment's lock, and lets them go once
 * each has published its release (`versions`): by then each has read what was live when it began,
 * and all of them wait for the lock together.
 * @template T
 * @param {string} envDir @param {string} remote @param {string[]} versions @param {() => T} start
 * @returns {Promise<T>}
 */
async function startTogether(envDir, remote, versions, start) {
  /** @type {T | undefined} */
  let started;
  await withLock(/** @type {any} */ ({ dir: envDir }), async () => {
    started = start();
    const deadline = Date.now() + 60_000;
    while (!versions.every((version) => fs.existsSync(path.join(envDir, 'releases', remote, version)))) {
      if (Date.now() > deadline) throw new Error(`the deploys did not publish ${versions.join(' and ')} within a minute`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  });
  return /** @type {T} */ (started);
}

test('two deploys of one remote at once: the one switching second warns that it replaced the first, naming its version and who deployed it', async () => {
  const envDir = await newEnvironment();
  const first = await deploy(envDir, 'marketing', fakeBuild('marketing', { marker: 'one' }));
  const teams = [
    { by: 'team-a@ci', dist: fakeBuild('marketing', { marker: 'a' }) },
    { by: 'team-b@ci', dist: fakeBuild('marketing', { marker: 'b' }) },
  ].map((team) => ({ ...team, version: buildVersion(team.dist) }));
  const results = await startTogether(envDir, 'marketing', teams.map((team) => team.version), () =>
    Promise.all(teams.map((team) => command(['marketing', '--env', envDir, '--dist', team.dist, '--shell-manifest', SHELL_MANIFEST], { DEPLOY_BY: team.by }))),
  );
  for (const result of results) assert.equal(result.code, 0, result.stderr);

  const records = readHistory(/** @type {any} */ ({ historyDir: path.join(envDir, 'history') }), 'marketing');
  const [, earlier, later] = records;
  const winner = teams.find((team) => team.version === later?.version);
  const loser = teams.find((team) => team.version === earlier?.version);
  assert.ok(winner && loser && winner !== loser, 'each deploy switched once');
  assert.equal(earlier?.previous?.version, first.version);
  assert.equal(later?.previous?.version, loser.version);
  assert.equal(JSON.parse(remotesText(envDir)).remotes.marketing, later?.url);

  const [loserOut, winnerOut] = [loser, winner].map((team) => results[teams.indexOf(team)]?.stdout ?? '');
  assert.doesNotMatch(loserOut, /warning/);
  assert.match(
    winnerOut,
    new RegExp(
      `marketing: warning: While this deploy ran, marketing changed from ${first.version}: ${loser.version} is live, made live by ${loser.by} with \`deploy-remote marketing .*\` at .* \\(record #${earlier?.seq}\\)\\. This deploy replaced it with ${winner.version}\\. If ${loser.version} should be live, make it live again: pnpm deploy:remote marketing --version ${loser.version}\\.`,
    ),
  );
});

test('two deploys of one remote at once, both expecting the version live before: the second to switch is refused, naming what the first made live and who', async () => {
  const envDir = await newEnvironment();
  const first = await deploy(envDir, 'fx', fakeBuild('fx', { exposes: ['./RateWidget'], routes: null, marker: 'one' }));
  const teams = [
    { by: 'team-a@ci', dist: fakeBuild('fx', { exposes: ['./RateWidget'], routes: null, marker: 'a' }) },
    { by: 'team-b@ci', dist: fakeBuild('fx', { exposes: ['./RateWidget'], routes: null, marker: 'b' }) },
  ].map((team) => ({ ...team, version: buildVersion(team.dist) }));
  const results = await startTogether(envDir, 'fx', teams.map((team) => team.version), () =>
    Promise.all(teams.map((team) => command(['fx', '--expect', first.version, '--env', envDir, '--dist', team.dist, '--shell-manifest', SHELL_MANIFEST], { DEPLOY_BY: team.by }))),
  );
  assert.deepEqual(results.map((result) => result.code).sort(), [0, 1]);
  const winner = teams[results.findIndex((result) => result.code === 0)];
  const loser = teams[results.findIndex((result) => result.code === 1)];
  const refused = results.find((result) => result.code === 1);
  assert.ok(winner && loser && refused);
  assert.equal(JSON.parse(remotesText(envDir)).remotes.fx.includes(`/releases/${winner.version}/`), true);
  assert.match(
    refused.stderr,
    new RegExp(`refused; remotes\\.json is unchanged:\\n {2}- fx is not at the version this deploy expects \\(--expect ${first.version}\\): ${winner.version} is live, made live by ${winner.by} with \`deploy-remote fx `),
  );
  assert.match(refused.stderr, new RegExp(`the release ${loser.version} stays published`));
  assert.equal(readHistory(/** @type {any} */ ({ historyDir: path.join(envDir, 'history') }), 'fx').length, 2);
  // Expected, not refused by the checks: the release is a candidate, not marked refused.
  assert.ok(describeHistory({ envDir, remote: 'fx' }).includes(`    ${loser.version} (candidate)`));
});

test("a lock left by a process that died is taken over; a live holder's lock makes a deploy wait, then refuses naming it", async () => {
  const envDir = await newEnvironment();
  const dead = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => dead.on('exit', resolve));
  fs.writeFileSync(path.join(envDir, '.deploy.lock'), JSON.stringify({ pid: dead.pid, host: os.hostname(), since: new Date().toISOString(), token: 'gone' }));
  assert.equal((await deploy(envDir, 'marketing', fakeBuild('marketing'))).outcome, 'switched');
  assert.equal(fs.existsSync(path.join(envDir, '.deploy.lock')), false);

  const env = /** @type {any} */ ({ dir: envDir });
  /** @type {string[]} */
  const order = [];
  /** @type {Promise<unknown> | undefined} */
  let waiting;
  await withLock(env, async () => {
    order.push('first in');
    await assert.rejects(
      withLock(env, () => order.push('never'), { timeoutMs: 200 }),
      (error) => error instanceof Refusal && new RegExp(`Another deploy holds this environment's lock .*process ${process.pid}`).test(error.message),
    );
    waiting = withLock(env, () => order.push('second in'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    order.push('first out');
  });
  await waiting;
  assert.deepEqual(order, ['first in', 'first out', 'second in']);
});

test('pruning keeps the live release and the rollback chain, and removes the rest', async () => {
  const envDir = await newEnvironment();
  /** @type {string[]} */
  const versions = [];
  for (const marker of ['a', 'b', 'c', 'd']) versions.push((await deploy(envDir, 'fx', fakeBuild('fx', { exposes: ['./RateWidget'], routes: null, marker }))).version);
  const env = await ensureEnvironment(envDir, { bases: JSON.parse(fs.readFileSync(path.join(envDir, 'env.json'), 'utf8')).bases });
  const removed = await pruneReleases(env, { keep: 2 });
  assert.deepEqual(
    removed.map((entry) => entry.version).sort(),
    versions.slice(0, 2).sort(),
  );
  assert.ok(fs.existsSync(path.join(envDir, 'releases/fx', versions[3] ?? '')));
  await rollbackRemote({ envDir, remote: 'fx', shellManifest: SHELL_MANIFEST });
  assert.equal(JSON.parse(remotesText(envDir)).remotes.fx.includes(versions[2] ?? 'none'), true);
});

test("the start scripts' environments: each remote at its origin (npm start's port or nginx's edge port), the shell's loading settings", () => {
  const local = workspaceEnvironment((app) => app.port);
  const edge = workspaceEnvironment((app) => app.edgePort);
  for (const app of APPS.slice(1)) {
    assert.equal(local.bases[app.federation], `http://localhost:${app.port}/`);
    assert.equal(edge.bases[app.federation], `http://localhost:${app.edgePort}/`);
  }
  const loading = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell/config/remote-loading.json'), 'utf8'));
  delete loading.$comment;
  assert.deepEqual(local.loading, loading);
});
