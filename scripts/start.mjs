// @ts-check
/**
 * `npm start`: installs what is missing, builds what is stale, and serves the whole site as
 * production would at http://localhost:3000 (the remotes on 3001-3005, the api on 3100 with its
 * embedded database).
 *
 * On a fresh clone nothing is installed yet, so this file and `lib/workspace.mjs` use Node's
 * built-ins only; the server code, which needs the dependencies, is imported after the install.
 */
import { buildApps, ensureDependencies, requireFreePorts, requireNode, runMain, sitePorts } from './lib/workspace.mjs';

const skipBuild = process.argv.includes('--no-build');

runMain(async () => {
  await requireNode();
  await requireFreePorts(sitePorts());
  ensureDependencies();
  if (!skipBuild) await buildApps();
  const { serveSite } = await import('./lib/serve.mjs');
  await serveSite();
});
