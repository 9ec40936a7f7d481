// @ts-check
/**
 * `node scripts/serve-remote.mjs <remote> [--no-build]`: one remote's standalone QA page, served as
 * production serves it, with what that page calls and nothing else of the site: the remotes it embeds
 * (its standalone.remotes.json; marketing embeds fx, ota embeds marketing) on their ports and the api
 * behind its /api proxy. Builds what is stale first, unless `--no-build`. The standalone browser
 * tests of one remote run against it (`E2E_REMOTE`, e2e/playwright.config.ts).
 *
 * Like start.mjs, Node's built-ins only until the dependencies are installed.
 */
import { buildsFor, remoteNamed, standaloneApps } from './lib/standalone.mjs';
import { API_PORT, buildApps, ensureDependencies, log, requireFreePorts, requireNode, runMain } from './lib/workspace.mjs';

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');

runMain(async () => {
  await requireNode();
  const app = remoteNamed(args.find((arg) => !arg.startsWith('--')) ?? '');
  const apps = standaloneApps(app);
  await requireFreePorts([...apps.map(({ port, dir }) => ({ port, what: dir })), { port: API_PORT, what: 'the api' }]);
  ensureDependencies();
  if (!skipBuild) await buildApps(buildsFor(apps));
  const { serveSite } = await import('./lib/serve.mjs');
  await serveSite({ only: apps.map(({ federation }) => federation) });
  log(`${app.dir}'s standalone page: http://localhost:${app.port}/`);
});
