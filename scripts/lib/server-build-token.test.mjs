// @ts-check
// The environment's server-build token: made once, kept like a key, and sent by the deploy checks when they read a
// release's server build from a remote's origin, which serves it to nobody else.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { readCandidate } from './deploy-checks.mjs';
import { ensureEnvironment } from './environment.mjs';
import { SERVER_BUILD_HEADER, serverBuildToken, serverBuildTokenFile } from './server-build-token.mjs';

const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'server-build-token-'));

/** A remote's origin with one release of `fx` below /<env>/fx/releases/r1/; its server build needs the token of `env`. @type {http.Server} */
let server;
let origin = '';
/** @type {Map<string, string>} env name → its token */
const tokens = new Map();
/** @type {string[]} the token each request for the server build carried */
const sent = [];
const RELEASE = {
  'mf-manifest.json': JSON.stringify({ name: 'fx', metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [], shared: [] }),
  'routes.json': JSON.stringify({ remote: 'fx', mount: 'lang', routes: [{ path: 'Rates' }], server: 'server/server.0123456789ab.cjs' }),
  'remoteEntry.js': 'var fx;',
  'server/server.0123456789ab.cjs': 'module.exports = {};',
};

before(async () => {
  server = http.createServer((request, response) => {
    const [, env = '', , , , ...rest] = (request.url ?? '').split('/');
    const file = rest.join('/');
    const body = /** @type {Record<string, string>} */ (RELEASE)[file];
    if (file.startsWith('server/')) sent.push(String(request.headers[SERVER_BUILD_HEADER] ?? ''));
    const refused = file.startsWith('server/') && request.headers[SERVER_BUILD_HEADER] !== tokens.get(env);
    response.writeHead(body === undefined || refused ? 404 : 200).end(refused ? 'not found' : (body ?? 'not found'));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
});
after(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(TMP, { recursive: true, force: true });
});

test('an environment has one token, made on first use and readable by its owner alone', () => {
  const envDir = path.join(TMP, 'made');
  const token = serverBuildToken(envDir);
  assert.match(token, /^[0-9a-f]{64}$/);
  assert.equal(serverBuildToken(envDir), token, 'asked again, the same token');
  assert.equal(fs.statSync(serverBuildTokenFile(envDir)).mode & 0o777, 0o600);
  assert.notEqual(serverBuildToken(path.join(TMP, 'other')), token, 'another environment has its own');
  assert.deepEqual(fs.readdirSync(envDir), ['server-build-token'], 'nothing left beside it');
});

test('processes starting together agree on one token', async () => {
  const envDir = path.join(TMP, 'together');
  const module = new URL('./server-build-token.mjs', import.meta.url).href;
  const script = `import(${JSON.stringify(module)}).then((m) => process.stdout.write(m.serverBuildToken(${JSON.stringify(envDir)})))`;
  const outputs = await Promise.all(
    Array.from({ length: 4 }, () =>
      new Promise((resolve, reject) => {
        const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
        let out = '';
        child.stdout.on('data', (chunk) => (out += chunk));
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))));
      }),
    ),
  );
  assert.equal(new Set(outputs).size, 1);
  assert.equal(outputs[0], serverBuildToken(envDir));
});

test("the deploy checks read a release's server build with its environment's token", async () => {
  const envDir = path.join(TMP, 'deploy');
  await ensureEnvironment(envDir, { bases: { fx: `${origin}/deploy/fx/` } });
  tokens.set('deploy', serverBuildToken(envDir));
  const before = sent.length;
  const { candidate, problems } = await readCandidate('fx', `${origin}/deploy/fx/releases/r1/mf-manifest.json`, { expectRoutes: true, serverBuildToken: serverBuildToken(envDir) });
  assert.deepEqual(problems, []);
  assert.equal(candidate?.routes?.server, 'server/server.0123456789ab.cjs');
  assert.deepEqual(sent.slice(before), [tokens.get('deploy')]);
});

test('a server build the origin refuses to the token is named, with what to do', async () => {
  const envDir = path.join(TMP, 'stale');
  await ensureEnvironment(envDir, { bases: { fx: `${origin}/stale/fx/` } });
  // The origin was started with another token (before this environment made its own).
  tokens.set('stale', 'f'.repeat(64));
  const { problems } = await readCandidate('fx', `${origin}/stale/fx/releases/r1/mf-manifest.json`, { expectRoutes: true, serverBuildToken: serverBuildToken(envDir) });
  assert.equal(problems.length, 1);
  assert.match(problems[0] ?? '', /^fx's server build does not answer at \S+\/stale\/fx\/releases\/r1\/server\/server\.0123456789ab\.cjs \(HTTP 404\), asked with the environment's token \([^()]*\), while every other file does\. Restart the site's servers/);
});
