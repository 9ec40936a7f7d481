// @ts-check
/**
 * `npm run bench`: builds for production, serves the site exactly as `npm start` does, and runs
 * the bench (e2e/bench/run.ts). Arguments are passed on: `npm run bench -- --runs 3 --only api`.
 * Then (section `api-scaling`) the production topology's lead-insert throughput with two api
 * instances against one (scripts/prod/bench-scaling.mjs; needs nginx and PostgreSQL).
 */
import { spawn, spawnSync } from 'node:child_process';
import { ROOT, SITE_URL, buildApps, ensureDependencies, log, pnpmCommand, requireNode, runMain, waitFor } from './lib/workspace.mjs';

async function running() {
  try {
    return (await fetch(`${SITE_URL}/remotes.json`)).ok;
  } catch {
    return false;
  }
}

const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? (process.argv[onlyIndex + 1] ?? '').split(',') : undefined;

/** Two api instances against one, behind nginx on PostgreSQL. */
function benchScaling() {
  return spawnSync(process.execPath, ['scripts/prod/bench-scaling.mjs'], { cwd: ROOT, stdio: 'inherit' }).status ?? 1;
}

async function main() {
  await requireNode();
  ensureDependencies();
  await buildApps();
  if (only && only.every((section) => section === 'api-scaling')) process.exit(benchScaling());
  let site;
  if (await running()) {
    log(`a site is already running on ${SITE_URL}: measuring it`);
  } else {
    site = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    await waitFor(`${SITE_URL}/api/health`, 180_000);
  }
  const { cmd, pre } = pnpmCommand();
  const result = spawnSync(cmd, [...pre, '--filter', '@site/e2e', 'exec', 'tsx', 'bench/run.ts', ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
  site?.kill('SIGTERM');
  const scaling = !only || only.includes('api-scaling') ? benchScaling() : 0;
  process.exit((result.status ?? 1) || scaling);
}

runMain(main);
