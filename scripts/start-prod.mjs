// @ts-check
/**
 * `npm run start:prod`: the site as production runs it, on standard parts (docs/deployment.md):
 * nginx in front (the site at http://localhost:8080, each remote's origin on 8081-8085), two api
 * instances (3101, 3102) on PostgreSQL, and the shell's composition server (8090) for the pages.
 * Installs nginx and PostgreSQL from Debian's packages when they are missing, builds what is
 * stale, and stops everything on Ctrl+C. Built-ins only until the dependencies are installed
 * (lib/prod.mjs loads the shell's server bundle only when it starts).
 *
 *   npm run start:prod -- --api-instances 3   (any number of api instances)
 *   npm run start:prod -- --no-build
 *   DATABASE_URL=postgres://… npm run start:prod   (an existing PostgreSQL instead of a throwaway one)
 */
import { SITE_URL, prodPorts, startProduction } from './lib/prod.mjs';
import { installDebianPackages, nginxBin, nginxBrotliModule, postgresBin } from './lib/system.mjs';
import { SetupError, buildApps, ensureDependencies, log, requireFreePorts, requireNode, runMain } from './lib/workspace.mjs';

const skipBuild = process.argv.includes('--no-build');
const countArg = process.argv.indexOf('--api-instances');
const apiInstances = countArg > 0 ? Number(process.argv[countArg + 1]) : 2;

runMain(async () => {
  await requireNode();
  if (!Number.isInteger(apiInstances) || apiInstances < 1 || apiInstances > 9) throw new SetupError('--api-instances takes a number from 1 to 9.');
  await requireFreePorts(prodPorts(apiInstances));
  const wanted = [...(nginxBin() ? [] : ['nginx']), ...(postgresBin() || process.env.DATABASE_URL ? [] : ['postgresql'])];
  installDebianPackages(wanted, nginxBrotliModule() ? [] : ['libnginx-mod-http-brotli-static']);
  ensureDependencies();
  if (!skipBuild) await buildApps();
  const topology = await startProduction({ apiInstances });
  log(`the site is up at ${SITE_URL} (Ctrl+C stops it)`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    log('stopping…');
    await topology.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
});
