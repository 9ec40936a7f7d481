// @ts-check
/**
 * `pnpm --filter @site/remote-<name> test` (or `node scripts/test-remote.mjs <name>`): one remote's
 * tests, for the team that owns it, without the rest of the site. Its jest project of the root config,
 * then its standalone browser tests (Playwright project `standalone-<name>`) against a server of that
 * remote, the remotes its page embeds and the api (scripts/serve-remote.mjs), after building what that
 * server serves when it is stale. Ends with the line `npm test` ends with, for this remote alone;
 * `npm test` runs these suites with everything else and never through this command.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { addCounts, formatCounts, jestCounts, noCounts, playwrightCounts } from './lib/results.mjs';
import { buildsFor, remoteNamed, standaloneApps } from './lib/standalone.mjs';
import { installDebianPackages } from './lib/system.mjs';
import { ROOT, buildApps, ensureDependencies, log, pnpmCommand, requireNode, runMain } from './lib/workspace.mjs';

/** @param {number} ms */
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

runMain(async () => {
  const started = Date.now();
  await requireNode();
  // pnpm runs a package's script in its folder with the package's name in npm_package_name, so the
  // remotes' `test` scripts need no argument.
  const app = remoteNamed(process.argv[2] ?? process.env.npm_package_name ?? path.basename(process.cwd()));
  ensureDependencies();
  const wanted = [];
  if (!process.env.CHROMIUM_PATH && !fs.existsSync('/usr/bin/chromium')) wanted.push('chromium');
  if (!fs.existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc')) wanted.push('fonts-noto-cjk');
  installDebianPackages(wanted);

  const { cmd, pre } = pnpmCommand();
  const totals = noCounts();
  const lines = /** @type {string[]} */ ([]);
  const failures = /** @type {string[]} */ ([]);
  /**
   * A step, timed; it fails when it throws or exits non-zero, and its tests, if it ran any, are counted.
   * @param {string} title
   * @param {() => Promise<{ ok: boolean, counts?: import('./lib/results.mjs').Counts }>} run
   */
  const step = async (title, run) => {
    log(`── ${app.dir}: ${title}`);
    const stepStarted = Date.now();
    const { ok, counts } = await run().catch((/** @type {unknown} */ error) => {
      log(error instanceof Error ? error.message : String(error));
      return { ok: false, counts: undefined };
    });
    if (counts) addCounts(totals, counts);
    if (!ok) failures.push(title);
    lines.push(`${title}: ${counts ? formatCounts(counts) : ok ? 'done' : 'failed'} in ${seconds(Date.now() - stepStarted)}`);
    return ok;
  };
  /** From the root, where the one jest config and the workspace are. @param {string[]} args @param {NodeJS.ProcessEnv} [env] */
  const pnpm = (args, env = {}) => spawnSync(cmd, [...pre, ...args], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

  const cache = path.join(ROOT, 'node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const jestJson = path.join(cache, `jest-${app.dir}-results.json`);
  fs.rmSync(jestJson, { force: true });
  await step('unit tests (jest)', async () => {
    const ok = pnpm(['exec', 'jest', '--ci', '--maxWorkers=2', '--selectProjects', app.dir, '--json', `--outputFile=${jestJson}`]);
    const counts = jestCounts(jestJson);
    fs.rmSync(jestJson, { force: true });
    return { ok, counts };
  });

  const apps = standaloneApps(app);
  const built = await step(`build of ${apps.map(({ dir }) => dir).join(' and ')} if stale`, async () => {
    await buildApps(buildsFor(apps));
    return { ok: true };
  });

  if (built) {
    // Playwright's project standalone-<name> and its server (e2e/playwright.config.ts), reporting to a folder of its own.
    const results = path.join(ROOT, 'e2e/test-results', `standalone-${app.federation}`);
    fs.rmSync(results, { recursive: true, force: true });
    await step('standalone browser tests (playwright)', async () => {
      const ok = pnpm(['--filter', '@site/e2e', 'exec', 'playwright', 'test'], { E2E_REMOTE: app.federation });
      return { ok, counts: playwrightCounts(path.join(results, 'results.json')) };
    });
  }

  for (const line of lines) log(`${app.dir}: ${line}`);
  log(`${app.dir}: ${failures.length ? `failed steps: ${failures.join(', ')}` : 'every step passed'}, ${seconds(Date.now() - started)} in all`);
  process.stdout.write(`${formatCounts(totals)}\n`);
  process.exit(failures.length ? 1 : 0);
});
