// @ts-check
/**
 * `npm run test:prod`: the tests of the production topology (scripts/prod/, docs/deployment.md):
 * installs nginx and PostgreSQL from Debian's packages when missing, builds what is stale, then
 * starts the topology and runs its checks, the load test with an instance stopped and another
 * killed, and the browser smoke subset through nginx. `npm test` runs the same (with --no-build).
 * Prints TAP; exits non-zero when a test fails.
 */
import { spawnSync } from 'node:child_process';
import { installDebianPackages, nginxBin, nginxBrotliModule, postgresBin } from './lib/system.mjs';
import { ROOT, buildApps, ensureDependencies, requireFreePorts, requireNode, runMain } from './lib/workspace.mjs';
import { prodPorts } from './lib/prod.mjs';

runMain(async () => {
  await requireNode();
  await requireFreePorts(prodPorts(2));
  installDebianPackages([...(nginxBin() ? [] : ['nginx']), ...(postgresBin() ? [] : ['postgresql'])], nginxBrotliModule() ? [] : ['libnginx-mod-http-brotli-static']);
  ensureDependencies();
  if (!process.argv.includes('--no-build')) await buildApps();
  const result = spawnSync(process.execPath, ['--test', '--test-reporter=tap', '--test-concurrency=1', 'scripts/prod/*.test.mjs'], { cwd: ROOT, stdio: 'inherit' });
  process.exit(result.status ?? 1);
});
