// @ts-check
/**
 * The production topology on this machine (docs/deployment.md), for `npm run start:prod`, its
 * tests (scripts/prod/) and the bench: PostgreSQL, N api instances on it, the shell's
 * composition server, and nginx in front serving every app's dist/ on its own origin. Imported
 * only once the dependencies are installed (it loads the shell's server bundle).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { syncEnvironment, workspaceEnvironment } from './deploy.mjs';
import { ensureEnvironment, resolveEnvDir } from './environment.mjs';
import { nginxConfig, pickSecurityHeaders, startNginx } from './nginx.mjs';
import { startPostgres } from './postgres.mjs';
import { serverBuildToken as environmentServerBuildToken } from './server-build-token.mjs';
import { nginxBin, nginxBrotliModule } from './system.mjs';
import { APPS, PROD_API_PORT, PROD_RENDER_PORT, PROD_TLS_PORT, ROOT, localRemotesJson, log as defaultLog, waitFor } from './workspace.mjs';

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */

const shellApp = APPS[0];
if (!shellApp) throw new Error('APPS is empty');
export const SITE_URL = `http://localhost:${shellApp.edgePort}`;
/** Origins the api accepts calls from: the site's, and the remotes' standalone pages. */
const SITE_ORIGINS = APPS.map((app) => `http://localhost:${app.edgePort}`).join(',');

/** Every port the topology listens on, with what listens there (for requireFreePorts). */
export const prodPorts = (/** @type {number} */ apiInstances) => [
  ...APPS.map((app) => ({ port: app.edgePort, what: `nginx (${app.dir})` })),
  { port: PROD_TLS_PORT, what: 'nginx (the site over TLS, HTTP/2)' },
  { port: PROD_RENDER_PORT, what: "the shell's composition server" },
  ...Array.from({ length: apiInstances }, (_, i) => ({ port: PROD_API_PORT + i, what: `api instance ${i + 1}` })),
];

/** @param {ChildProcess} child */
const exited = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });

/**
 * A self-signed certificate for localhost in `dir`, so nginx can offer HTTP/2 (browsers speak it
 * over TLS only); none when openssl is missing.
 * @param {string} dir
 */
function localhostCertificate(dir) {
  const cert = path.join(dir, 'localhost.crt');
  const key = path.join(dir, 'localhost.key');
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '7', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert],
    { stdio: 'ignore' },
  );
  return made.status === 0 ? { port: PROD_TLS_PORT, cert, key } : undefined;
}

/** The user owning the repository, for nginx's workers when nginx starts as root. */
function repositoryOwner() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const { uid } = fs.statSync(ROOT);
  return spawnSync('id', ['-nu', String(uid)], { encoding: 'utf8' }).stdout.trim() || 'root';
}

/**
 * The security headers the Node servers send (shell/server/static-server.ts and the shell
 * server's Content Security Policy), read from the servers themselves on a free port, so nginx
 * sends the same set: the site's, a remote's files' and a remote's standalone page's.
 * @param {any} shellServerModule @param {string} remotesFile @param {string[]} siteOrigins
 */
async function nodeSecurityHeaders(shellServerModule, remotesFile, siteOrigins) {
  const { createShellServer, createStaticServer } = shellServerModule;
  const site = await createShellServer({
    root: path.join(ROOT, 'shell/dist'),
    publicDir: path.join(ROOT, 'shell/public'),
    remotesFile,
    port: 0,
    apiUrl: 'http://127.0.0.1:9',
  });
  const remote = await createStaticServer({ root: path.join(ROOT, 'remote-marketing/dist'), port: 0, cors: siteOrigins });
  try {
    const read = async (/** @type {any} */ server, /** @type {string} */ pathname) => {
      const { port } = server.server.address();
      const response = await fetch(`http://127.0.0.1:${port}${pathname}`);
      await response.arrayBuffer();
      return pickSecurityHeaders(response.headers);
    };
    return { site: await read(site, '/mf-manifest.json'), remote: await read(remote, '/mf-manifest.json'), remotePage: await read(remote, '/en_us') };
  } finally {
    await Promise.all([site.close(), remote.close()]);
  }
}

/**
 * @typedef {object} ProdOptions
 * @property {number} [apiInstances] default 2
 * @property {NodeJS.ProcessEnv} [apiEnv] extra environment of the api instances
 * @property {boolean} [quiet] api and composition logs to files in the run folder instead of the terminal
 * @property {string} [envDir] the environment served (scripts/lib/environment.mjs): remotes.json, its history and
 *   the remotes' releases; default .site-env/prod, kept across runs
 * @property {(message: string) => void} [log]
 */

/** @param {ProdOptions} [options] */
export async function startProduction({ apiInstances = 2, apiEnv = {}, quiet = false, envDir = resolveEnvDir('prod'), log = defaultLog } = {}) {
  process.env.NODE_ENV ??= 'production';
  const nginx = nginxBin();
  if (!nginx) throw new Error('nginx is not installed (apt-get install nginx)');
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-prod-'));
  fs.chmodSync(runDir, 0o755);
  /** @type {(() => Promise<unknown> | void)[]} */
  const cleanups = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        log(`while stopping: ${String(error)}`);
      }
    }
    fs.rmSync(runDir, { recursive: true, force: true });
  };

  try {
    // PostgreSQL: the one given by DATABASE_URL, else a throwaway cluster of Debian's server.
    let databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      const postgres = await startPostgres({ prefix: 'site-prod-pg-' });
      cleanups.push(() => postgres.stop());
      databaseUrl = postgres.url;
      log(`${postgres.version} on 127.0.0.1:${postgres.port} (a throwaway cluster)`);
    }

    /** @type {Map<number, ChildProcess>} */
    const instances = new Map();
    /**
     * Starts api instance `index` (0-based) on PROD_API_PORT + index and waits until it is ready; `env` is added
     * to the instances' environment for this start (a test's small budget, say).
     */
    const startApi = async (/** @type {number} */ index, /** @type {NodeJS.ProcessEnv} */ env = {}) => {
      const port = PROD_API_PORT + index;
      const out = quiet ? fs.openSync(path.join(runDir, `api-${index + 1}.log`), 'a') : 'inherit';
      // node itself with tsx's loader: a signal reaches the server, not a package manager.
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: path.join(ROOT, 'api'),
        stdio: ['ignore', out, out],
        env: { ...process.env, LOG_LEVEL: 'warn', ...apiEnv, ...env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, SITE_ORIGINS },
      });
      instances.set(index, child);
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`api instance ${index + 1} exited with code ${child.exitCode}${quiet ? ` (log: ${path.join(runDir, `api-${index + 1}.log`)})` : ''}`);
        const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
          (response) => response.ok,
          () => false,
        );
        if (ready) return child;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`api instance ${index + 1} was not ready within 120 s`);
    };
    /** Stops instance `index` with `signal` and waits for its exit. */
    const stopApi = async (/** @type {number} */ index, /** @type {NodeJS.Signals} */ signal = 'SIGTERM') => {
      const child = instances.get(index);
      if (!child) return undefined;
      const done = exited(child);
      child.kill(signal);
      const result = await done;
      instances.delete(index);
      return result;
    };
    cleanups.push(() => Promise.all([...instances.keys()].map((index) => stopApi(index))));
    // Together, as a deploy starts them: the migrations' advisory lock keeps them from racing.
    await Promise.all(Array.from({ length: apiInstances }, (_, i) => startApi(i)));
    log(`${apiInstances} api instance(s) on ${Array.from({ length: apiInstances }, (_, i) => PROD_API_PORT + i).join(', ')}`);

    // The composition server, reading the environment's remotes.json: each remote at its nginx origin,
    // below /releases/<version>/ there.
    const environment = workspaceEnvironment((app) => app.edgePort);
    const { remotesFile, releasesDir } = await ensureEnvironment(envDir, environment);
    // The remotes' origins (nginx) serve a server build only to the composition server, which sends this token.
    const serverBuildToken = environmentServerBuildToken(envDir);
    const shellServerModule = createRequire(import.meta.url)(path.join(ROOT, 'shell/dist-ssr/server.cjs'));
    const pages = await shellServerModule.createShellServer({
      root: path.join(ROOT, 'shell/dist'),
      publicDir: path.join(ROOT, 'shell/public'),
      remotesFile,
      port: PROD_RENDER_PORT,
      host: '127.0.0.1',
      // The site's public address in its canonical links, sitemap.xml, robots.txt and llms.txt, whatever Host a
      // request names (nginx passes the visitor's on).
      origin: SITE_URL,
      serverBuildToken,
      apiUrl: `http://127.0.0.1:${PROD_API_PORT}`,
    });
    cleanups.push(() => pages.close());

    const confFile = path.join(runDir, 'nginx.conf');
    const tls = localhostCertificate(runDir);
    // The site's own origins (CORS on the remotes' files): its edge port, and its TLS port.
    const siteEdge = APPS[0]?.edgePort;
    const siteOrigins = process.env.SITE_ORIGINS
      ? process.env.SITE_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean)
      : [`http://localhost:${siteEdge}`, `http://127.0.0.1:${siteEdge}`, ...(tls ? [`https://localhost:${tls.port}`] : [])];
    // The policy nginx sends with the site's files names every remote's edge origin, whether or not the
    // environment has a release of it yet: on a first start it is made from the builds once nginx is up.
    const policyRemotes = path.join(runDir, 'policy-remotes.json');
    fs.writeFileSync(policyRemotes, localRemotesJson({ portOf: (/** @type {{ edgePort: number }} */ app) => app.edgePort }));
    const headers = await nodeSecurityHeaders(shellServerModule, policyRemotes, siteOrigins);
    let apiCount = apiInstances;
    const writeConfig = () => {
      const apiPorts = Array.from({ length: apiCount }, (_, i) => PROD_API_PORT + i);
      const brotliModule = nginxBrotliModule();
      const user = repositoryOwner();
      // Readable by nginx's master alone: it holds the server-build token.
      fs.writeFileSync(confFile, nginxConfig({ runDir, remotesFile, releasesDir, apiPorts, renderPort: PROD_RENDER_PORT, headers, siteOrigins, serverBuildToken, ...(brotliModule ? { brotliModule } : {}), ...(user ? { user } : {}), ...(tls ? { tls } : {}) }), { mode: 0o600 });
    };
    writeConfig();
    const edge = startNginx(nginx, confFile, runDir);
    cleanups.push(() => edge.stop());
    await waitFor(`${SITE_URL}/remotes.json`, 30_000);
    // New builds are published and deployed through nginx's origins, with the deploy's checks.
    await syncEnvironment({ envDir, ...environment, log, via: 'npm run start:prod' });
    log(
      `nginx in front: the site at ${SITE_URL}${tls ? ` (and over HTTP/2 at https://localhost:${tls.port}, a self-signed certificate)` : ' (no openssl: no TLS, so no HTTP/2)'}, the remotes' origins on ${APPS.slice(1)
        .map((app) => app.edgePort)
        .join(', ')}${nginxBrotliModule() ? '' : ' (no brotli module: gzip only)'}`,
    );

    return {
      runDir,
      envDir,
      /** The site over TLS and HTTP/2, when openssl could make a certificate. */
      tlsUrl: tls ? `https://localhost:${tls.port}` : undefined,
      databaseUrl,
      confFile,
      /** The api instances now running, by index. */
      instances,
      startApi,
      stopApi,
      /** Runs `count` api instances and tells nginx (a reload: requests in flight finish). */
      async scaleApi(/** @type {number} */ count) {
        for (let i = apiCount; i < count; i += 1) await startApi(i);
        const extra = [...instances.keys()].filter((index) => index >= count);
        apiCount = count;
        writeConfig();
        edge.reload();
        await new Promise((resolve) => setTimeout(resolve, 500)); // the old workers finish and leave
        await Promise.all(extra.map((index) => stopApi(index)));
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
