import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { originOf } from '../../support/apps';
import { hydrated } from '../../support/hydration';

/*
 * A remote team's deploy (docs/deployment.md, "How a remote team deploys its remote"), as the team runs
 * it: `pnpm deploy:remote` publishes a build as an immutable release of the environment the site serves,
 * checks it and switches remotes.json; the site serves it at once, with no shell restart or rebuild, and
 * `pnpm rollback:remote` returns to the version before. What the checks refuse leaves the live file as it was.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The environment `npm start` serves (scripts/lib/serve.mjs), which the site under test is. */
const SITE_ENV = path.resolve(root, process.env.SITE_ENV ?? '.site-env/local');
const FX = originOf('fx');

interface Run {
  code: number | null;
  out: string;
}

/**
 * The deploy command, as a team runs it (`pnpm deploy:remote …` runs this script). Not waited for
 * synchronously: the servers a test runs in this process must answer its checks meanwhile.
 */
function deployCommand(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/deploy-remote.mjs'), ...args], {
      cwd: root,
      env: { ...process.env, DEPLOY_BY: 'e2e deploy.spec.ts' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (code) => resolve({ code, out }));
  });
}

const liveRemotes = (envDir: string) => (JSON.parse(fs.readFileSync(path.join(envDir, 'remotes.json'), 'utf8')) as { remotes: Record<string, string> }).remotes;
/** The folders of the candidate builds made here, removed when the tests end. */
const scratch: string[] = [];

const versionOf = (url: string) => /\/releases\/([0-9a-f]{12})\/mf-manifest\.json$/.exec(url)?.[1] ?? '';

/**
 * A build made from the one live in `envDir` (a copy of its release) with `change` applied, as a team's
 * next build would be. Each copy carries a note of its own, so it is a build (and a version) of its own.
 */
function candidateOf(envDir: string, remote: string, change: (dir: string) => void = () => {}): string {
  const live = path.join(envDir, 'releases', remote, versionOf(liveRemotes(envDir)[remote] ?? ''));
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), `deploy-e2e-${remote}-`));
  scratch.push(parent);
  const dir = path.join(parent, 'dist');
  // A help-centre release carries its content (content/), so a copy is a whole build.
  fs.cpSync(live, dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'release-note.txt'), `e2e candidate ${randomUUID()}\n`);
  change(dir);
  return dir;
}

/** Rewrites a JSON file of a build (and drops its precompressed copies, which would still say the old). */
function editJson(file: string, edit: (json: Record<string, unknown>) => void) {
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(json);
  writeText(file, JSON.stringify(json));
}

/** Writes a file of a build with its brotli and gzip copies, as the build leaves them. */
function writeText(file: string, text: string) {
  fs.writeFileSync(file, text);
  if (fs.existsSync(`${file}.br`)) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  if (fs.existsSync(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

async function siteRemotes(request: APIRequestContext): Promise<Record<string, string>> {
  return ((await (await request.get('/remotes.json')).json()) as { remotes: Record<string, string> }).remotes;
}

/** Opens Home, brings the exchange-rate widget (fx/RateWidget, through marketing) into view, and returns the fx scripts the page loaded. */
async function fxScriptsOnHome(page: Page): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(`${FX}/`)) scripts.push(request.url());
  });
  await page.goto('/en_us');
  await page.getByRole('heading', { level: 2, name: 'Exchange rates' }).scrollIntoViewIfNeeded();
  const widget = page.getByRole('region', { name: 'USD, CNY and CNH rates' });
  await widget.scrollIntoViewIfNeeded();
  const table = widget.getByRole('table', { name: 'Last 10 records' });
  await expect(table).toBeVisible();
  // The widget arrives rendered by the site's server; its scripts load as it nears the viewport and
  // hydrate it, so the scripts it was hydrated with are known once React owns it.
  await expect.poll(() => hydrated(table), { timeout: 15_000 }).toBe(true);
  return scripts;
}

test.describe('deploying a remote to the site npm start serves', () => {
  test.describe.configure({ mode: 'serial' });
  /** What was live when the tests began, restored whatever happens. */
  let original: Record<string, string> = {};
  const made: string[] = [];

  test.beforeAll(async ({ request }) => {
    const served = await siteRemotes(request);
    // The suite's web server is `npm start`, which serves this environment: these tests deploy into it.
    expect(fs.existsSync(path.join(SITE_ENV, 'env.json')), `${SITE_ENV} exists`).toBe(true);
    expect(served, `the site serves the remotes.json of ${SITE_ENV}`).toEqual(liveRemotes(SITE_ENV));
    original = served;
  });

  test.afterAll(async () => {
    if (Object.keys(original).length === 0) return;
    const fx = original.fx ?? '';
    if (liveRemotes(SITE_ENV).fx !== fx) await deployCommand('fx', '--version', versionOf(fx));
    // The releases these tests published and no longer need; the live ones and the history stay.
    const live = new Set(Object.values(liveRemotes(SITE_ENV)).map(versionOf));
    for (const dir of made) {
      const [remote = '', version = ''] = dir.split(path.sep).slice(-2);
      if (!live.has(version) && remote) fs.rmSync(dir, { recursive: true, force: true });
    }
    for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('pnpm deploy:remote fx switches the site to the new release at once, with no restart; pnpm rollback:remote fx returns to the one before', async ({ page, request, browser }) => {
    test.slow();
    const before = original.fx ?? '';
    // A new build of fx that behaves as the live one: the other tests, running meanwhile, are not disturbed.
    const candidate = candidateOf(SITE_ENV, 'fx');
    const deployed = await deployCommand('fx', '--dist', candidate);
    expect(deployed.code, deployed.out).toBe(0);
    expect(deployed.out).toContain('every check passed (reachable, shared singletons, exposes, routes)');
    const after = liveRemotes(SITE_ENV).fx ?? '';
    made.push(path.join(SITE_ENV, 'releases', 'fx', versionOf(after)));
    expect(after).toMatch(new RegExp(`^${FX}/releases/[0-9a-f]{12}/mf-manifest\\.json$`));
    expect(after).not.toBe(before);

    // The release answers where it was published: manifest, entry and a chunk, each with its cache rule.
    const plain = { headers: { 'accept-encoding': 'identity' } };
    const manifest = await request.get(after, plain);
    expect(manifest.ok()).toBe(true);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const mf = (await manifest.json()) as { metaData: { remoteEntry: { name: string } }; exposes: { assets: { js: { sync: string[] } } }[] };
    const entry = await request.get(new URL(mf.metaData.remoteEntry.name, after).href, plain);
    expect(entry.ok()).toBe(true);
    expect(entry.headers()['cache-control']).toBe('no-cache');
    const chunk = await request.get(new URL(mf.exposes[0]?.assets.js.sync[0] ?? '', after).href, plain);
    expect(chunk.ok()).toBe(true);
    expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    // The site: remotes.json names it at once, and a visitor's page loads fx from it.
    expect((await siteRemotes(request)).fx).toBe(after);
    const newScripts = await fxScriptsOnHome(page);
    expect(newScripts.some((url) => url.startsWith(new URL('.', after).href))).toBe(true);
    expect(newScripts.some((url) => url.startsWith(new URL('.', before).href))).toBe(false);

    // History lists it; rollback is one command.
    expect((await deployCommand('history', 'fx')).out).toContain(`fx: live ${versionOf(after)}`);
    const rolledBack = await deployCommand('rollback', 'fx');
    expect(rolledBack.code, rolledBack.out).toBe(0);
    expect(rolledBack.out).toContain(`rolled back in ${path.relative(root, SITE_ENV)} to ${versionOf(before)} (was ${versionOf(after)})`);
    expect((await siteRemotes(request)).fx).toBe(before);
    const visitor = await browser.newPage();
    try {
      const oldScripts = await fxScriptsOnHome(visitor);
      expect(oldScripts.some((url) => url.startsWith(new URL('.', before).href))).toBe(true);
      expect(oldScripts.some((url) => url.startsWith(new URL('.', after).href))).toBe(false);
    } finally {
      await visitor.close();
    }
  });

  test('the deploy refuses a build whose react singleton does not fit (a build on React 18) and one whose route collides, naming why; remotes.json stays byte for byte', async ({ request }) => {
    const file = path.join(SITE_ENV, 'remotes.json');
    const bytes = fs.readFileSync(file);
    const served = await (await request.get('/remotes.json')).text();

    const react18 = candidateOf(SITE_ENV, 'fx', (dir) =>
      editJson(path.join(dir, 'mf-manifest.json'), (json) => {
        for (const shared of json.shared as { name: string; version: string }[]) if (shared.name === 'react' || shared.name === 'react/jsx-runtime') shared.version = '18.3.1';
      }),
    );
    const refusedReact = await deployCommand('fx', '--dist', react18);
    expect(refusedReact.code).toBe(1);
    expect(refusedReact.out).toContain('refused; remotes.json is unchanged');
    expect(refusedReact.out).toContain('fx was built with react 18.3.1; the page provides 19.3.1, which may not serve it.');

    // ota's next build also claims About, which marketing owns.
    const colliding = candidateOf(SITE_ENV, 'ota', (dir) =>
      editJson(path.join(dir, 'routes.json'), (json) => {
        const routes = json.routes as { path: string }[];
        routes.push({ ...routes[0], path: 'About' } as { path: string });
      }),
    );
    const refusedRoute = await deployCommand('ota', '--dist', colliding);
    expect(refusedRoute.code).toBe(1);
    expect(refusedRoute.out).toContain('ota claims /{lang}/About, which marketing already owns; marketing keeps it.');

    for (const run of [refusedReact, refusedRoute]) {
      const version = /the release ([0-9a-f]{12}) stays published/.exec(run.out)?.[1];
      if (version) made.push(path.join(SITE_ENV, 'releases', run === refusedReact ? 'fx' : 'ota', version));
    }
    expect(fs.readFileSync(file).equals(bytes)).toBe(true);
    expect(await (await request.get('/remotes.json')).text()).toBe(served);
  });
});

test.describe('a deploy that changes a page (a site of its own, on free ports)', () => {
  // A change visitors see would disturb the other tests reading the shared site meanwhile, so this
  // one runs the same shell server on an environment of its own, with marketing's origin beside it.
  test.describe.configure({ mode: 'serial' });
  const servers: { close: () => Promise<void> }[] = [];
  let envDir = '';
  let site = '';

  test.beforeAll(async () => {
    envDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-e2e-env-'));
    process.env.NODE_ENV ??= 'production';
    const { createShellServer, createStaticServer } = createRequire(import.meta.url)(path.join(root, 'shell/dist-ssr/server.cjs'));
    // The environment's token: marketing's origin serves its server build to the shell's server and the deploy's checks alone.
    const { serverBuildToken } = (await import(pathToFileURL(path.join(root, 'scripts/lib/server-build-token.mjs')).href)) as { serverBuildToken: (dir: string) => string };
    const token = serverBuildToken(envDir);
    const marketing = await createStaticServer({
      root: path.join(root, 'remote-marketing/dist'),
      port: 0,
      cors: ['*'],
      extraStatic: [{ root: path.join(envDir, 'releases', 'marketing'), prefix: '/releases/' }],
      serverBuildToken: token,
    });
    servers.push(marketing);
    const { ensureEnvironment } = (await import(pathToFileURL(path.join(root, 'scripts/lib/environment.mjs')).href)) as {
      ensureEnvironment: (dir: string, options: { bases: Record<string, string> }) => Promise<{ remotesFile: string }>;
    };
    const { remotesFile } = await ensureEnvironment(envDir, { bases: { marketing: `http://127.0.0.1:${marketing.server.address().port}/` } });
    const shell = await createShellServer({ root: path.join(root, 'shell/dist'), publicDir: path.join(root, 'shell/public'), remotesFile, port: 0, apiUrl: 'http://127.0.0.1:9', serverBuildToken: token });
    servers.push(shell);
    site = `http://127.0.0.1:${shell.server.address().port}`;
  });
  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    for (const dir of [envDir, ...scratch.splice(0)]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  // About: a page served from its prerendered fragment (the demo request page is rendered per request, for its form).
  const heading = async (request: APIRequestContext) => /<h1\b[^<>]*>([^<]*)<\/h1>/.exec(await (await request.get(`${site}/en_us/About`)).text())?.[1];

  test('deploy, see the new page; roll back, see the old one; the shell server never restarts', async ({ request }) => {
    const first = await deployCommand('marketing', '--env', envDir, '--dist', path.join(root, 'remote-marketing/dist'));
    expect(first.code, first.out).toBe(0);
    await expect.poll(() => heading(request)).toBe('About Tradewind Finance');

    // The team's next build: About's heading changed in its prerendered page.
    const next = candidateOf(envDir, 'marketing', (dir) => {
      const routes = JSON.parse(fs.readFileSync(path.join(dir, 'routes.json'), 'utf8')) as { fragments: string };
      const fragment = path.join(dir, routes.fragments, 'en_us/About.html');
      writeText(fragment, fs.readFileSync(fragment, 'utf8').replace('>About Tradewind Finance</h1>', '>About Tradewind Finance, from the new release</h1>'));
    });
    const deployed = await deployCommand('marketing', '--env', envDir, '--dist', next);
    expect(deployed.code, deployed.out).toBe(0);
    expect(await heading(request)).toBe('About Tradewind Finance, from the new release');

    const rolledBack = await deployCommand('rollback', 'marketing', '--env', envDir);
    expect(rolledBack.code, rolledBack.out).toBe(0);
    expect(await heading(request)).toBe('About Tradewind Finance');
  });
});
