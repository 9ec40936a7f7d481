// @ts-check
/**
 * `npm run bench`: builds for production, serves the site exactly as `npm start` does, and runs
 * the bench (e2e/bench/run.ts). Arguments are passed on: `npm run bench -- --runs 3 --only api`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { ROOT, buildApps, ensureDependencies, log, pnpmCommand, requireNode, runMain, waitFor } from './lib/workspace.mjs';

async function running() {
  try {
    return (await fetch('http://localhost:3000/remotes.json')).ok;
  } catch {
    return false;
  }
}

async function main() {
  requireNode();
  ensureDependencies();
  await buildApps();
  let site;
  if (await running()) {
    log('a site is already running on http://localhost:3000: measuring it');
  } else {
    site = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    await waitFor('http://localhost:3000/api/health', 180_000);
  }
  const { cmd, pre } = pnpmCommand();
  const result = spawnSync(cmd, [...pre, '--filter', '@site/e2e', 'exec', 'tsx', 'bench/run.ts', ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
  site?.kill('SIGTERM');
  process.exit(result.status ?? 1);
}

runMain(main);
