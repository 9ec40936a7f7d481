// @ts-check
/**
 * `npm test`: every test of the project, as CI runs it. Installs what is missing (pnpm, the
 * dependencies, Debian's chromium and CJK fonts, PostgreSQL and nginx in CI), then lint, types,
 * unit tests, the api suite on PostgreSQL, the production build, the browser suite and the
 * production topology (scripts/prod/).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { addCounts, formatCounts, jestCounts, noCounts, playwrightCounts } from './lib/results.mjs';
import { installDebianPackages, nginxBin, nginxBrotliModule, postgresBin } from './lib/system.mjs';
import { ROOT, buildApps, ensureDependencies, log, pnpmCommand, requireNode, runMain } from './lib/workspace.mjs';

const CI = Boolean(process.env.CI);
const totals = noCounts();
const failures = /** @type {string[]} */ ([]);

/** @param {string} title @param {string} cmd @param {string[]} args @param {NodeJS.ProcessEnv} [env] */
function step(title, cmd, args, env = {}) {
  log(`── ${title}`);
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(title);
  return result.status === 0;
}

/** @param {string[]} args */
const pnpmArgs = (args) => {
  const { cmd, pre } = pnpmCommand();
  return /** @type {[string, string[]]} */ ([cmd, [...pre, ...args]]);
};

/** Debian packages the browser suite (and, in CI, the PostgreSQL suite and the production topology) need. */
function ensureSystemPackages() {
  const wanted = [];
  if (!fs.existsSync('/usr/bin/chromium')) wanted.push('chromium');
  if (!fs.existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc')) wanted.push('fonts-noto-cjk');
  if (CI && !postgresBin()) wanted.push('postgresql');
  if (CI && !nginxBin()) wanted.push('nginx');
  const optional = CI && !nginxBrotliModule() ? ['libnginx-mod-http-brotli-static'] : [];
  installDebianPackages(wanted, optional);
}

/** @param {string} file */
function countJest(file) {
  addCounts(totals, jestCounts(file));
  fs.rmSync(file, { force: true });
}

function countPlaywright(file = path.join(ROOT, 'e2e/test-results/results.json')) {
  addCounts(totals, playwrightCounts(file));
}

async function main() {
  await requireNode();
  ensureDependencies();
  ensureSystemPackages();
  const cache = path.join(ROOT, 'node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });

  step('lint', ...pnpmArgs(['exec', 'eslint', '--max-warnings=0', '.']));
  step('types', ...pnpmArgs(['exec', 'tsc', '-b', 'tsconfig.json']));
  step('openapi lint', ...pnpmArgs(['--filter', '@site/api', '--if-present', 'run', 'lint:openapi']));

  log('── server tests (node --test)');
  const serverTests = spawnSync(process.execPath, ['--test', '--test-reporter=tap', 'scripts/lib/*.test.mjs'], { cwd: ROOT, encoding: 'utf8' });
  process.stdout.write(serverTests.stdout);
  totals.passed += Number(/^# pass (\d+)/m.exec(serverTests.stdout)?.[1] ?? 0);
  totals.failed += Number(/^# fail (\d+)/m.exec(serverTests.stdout)?.[1] ?? 0);
  if (serverTests.status !== 0) failures.push('server tests');

  const jestJson = path.join(cache, 'jest-results.json');
  step('unit tests (jest, api on PGlite)', ...pnpmArgs(['exec', 'jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${jestJson}`]));
  countJest(jestJson);

  const bin = postgresBin();
  if (bin) {
    const pgJson = path.join(cache, 'jest-pg-results.json');
    step('api tests on PostgreSQL', ...pnpmArgs(['--filter', '@site/api', '--if-present', 'run', 'test:pg', '--ci', '--json', `--outputFile=${pgJson}`]));
    countJest(pgJson);
  } else {
    log('PostgreSQL is not installed here: the api suite ran on PGlite only (CI runs both).');
  }

  log('── production build');
  try {
    await buildApps();
  } catch (error) {
    failures.push(`build: ${String(error)}`);
  }
  if (!failures.some((title) => title.startsWith('build'))) {
    fs.rmSync(path.join(ROOT, 'e2e/test-results'), { recursive: true, force: true });
    step('browser tests (playwright)', ...pnpmArgs(['--filter', '@site/e2e', 'exec', 'playwright', 'test']));
    countPlaywright();
    // The README's recipes, followed as a product team would: a page added to a remote's build is served.
    log('── recipes (node --test scripts/recipes/*.test.mjs)');
    const recipes = spawnSync(process.execPath, ['--test', '--test-reporter=tap', 'scripts/recipes/*.test.mjs'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    process.stdout.write(recipes.stdout);
    process.stderr.write(recipes.stderr);
    totals.passed += Number(/^# pass (\d+)/m.exec(recipes.stdout)?.[1] ?? 0);
    totals.failed += Number(/^# fail (\d+)/m.exec(recipes.stdout)?.[1] ?? 0);
    if (recipes.status !== 0) failures.push('recipes');
    if (nginxBin() && postgresBin()) {
      // nginx, two api instances on PostgreSQL, the composition server: its checks, a load test
      // with instances stopped and killed, and the browser smoke subset (docs/deployment.md).
      log('── production topology (node --test scripts/prod/*.test.mjs)');
      // Bounded inside: the load test by 50 s, the smoke run by its global timeout.
      const prod = spawnSync(process.execPath, ['scripts/test-prod.mjs', '--no-build'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      process.stdout.write(prod.stdout ?? '');
      process.stderr.write(prod.stderr ?? '');
      totals.passed += Number(/^# pass (\d+)/m.exec(prod.stdout ?? '')?.[1] ?? 0);
      totals.failed += Number(/^# fail (\d+)/m.exec(prod.stdout ?? '')?.[1] ?? 0);
      countPlaywright(path.join(ROOT, 'e2e/test-results/prod-results.json'));
      if (prod.status !== 0) failures.push('production topology');
    } else {
      log('nginx or PostgreSQL is not installed here: the production topology was not tested (CI installs both).');
    }
  }

  log(failures.length ? `failed steps: ${failures.join(', ')}` : 'every step passed');
  process.stdout.write(`${formatCounts(totals)}\n`);
  process.exit(failures.length ? 1 : 0);
}

runMain(main);
