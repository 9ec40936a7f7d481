// @ts-check
/**
 * `pnpm deploy:remote <remote>` and `pnpm rollback:remote <remote>`: a remote team's deploy to an
 * environment of the site (docs/deployment.md, "How a remote team deploys its remote").
 *
 *   deploy-remote.mjs <remote> [--env local|prod|<folder>] [--dist <folder>] [--version <v>] [--expect <v>|none] [--dry-run] [--drop-expose ./X]
 *   deploy-remote.mjs publish <remote> [--env …] [--dist …]   publish only: a candidate for QA's preview
 *   deploy-remote.mjs rollback <remote> [--env …]             back to the version live before
 *   deploy-remote.mjs history [<remote>] [--env …]            (or <remote> --list) the switches and releases,
 *                                                             every remote's without a remote
 *   deploy-remote.mjs prune [--keep <n>] [--env …]            remove releases nothing needs
 *
 * `--env` defaults to `local`, the environment `npm start` serves (.site-env/local); `prod` is the one
 * of `npm run start:prod`. `--expect` switches only if that version (or, with `none`, nothing) is still
 * live when the switch happens; without it, a version another deploy made live meanwhile is replaced
 * with a warning naming it. Exits 1 with the reasons when a deploy is refused (remotes.json unchanged),
 * 2 on a usage error.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Refusal, openEnvironment, pruneReleases, publishRelease, resolveEnvDir } from './lib/environment.mjs';
import { appOfRemote, deployRemote, describeHistory, rollbackRemote } from './lib/deploy.mjs';
import { ROOT } from './lib/workspace.mjs';

const USAGE = `usage:
  pnpm deploy:remote <remote> [--env local|prod|<folder>] [--dist <folder>] [--version <version>] [--expect <version>|none] [--dry-run] [--drop-expose ./Name]
  pnpm deploy:remote publish <remote> [--env …] [--dist <folder>]
  pnpm rollback:remote <remote> [--env …]
  pnpm deploy:remote history [<remote>] [--env …]      (or: pnpm deploy:remote <remote> --list; every remote without one)
  pnpm deploy:remote prune [--keep <n>] [--env …]
remotes: marketing, docs, fx, ota, exportdrawback (shared/apps.json)`;

const say = (/** @type {string} */ message) => process.stdout.write(`[deploy] ${message}\n`);

/** @param {string} message */
function usage(message) {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

const OPTIONS = /** @type {const} */ ({
  env: { type: 'string' },
  dist: { type: 'string' },
  version: { type: 'string' },
  expect: { type: 'string' },
  'dry-run': { type: 'boolean' },
  'drop-expose': { type: 'string', multiple: true },
  'shell-manifest': { type: 'string' },
  keep: { type: 'string' },
  list: { type: 'boolean' },
  help: { type: 'boolean' },
});

const parse = () => parseArgs({ allowPositionals: true, options: OPTIONS });

async function main() {
  /** @type {ReturnType<typeof parse>} */
  let parsed;
  try {
    parsed = parse();
  } catch (error) {
    return usage(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return usage('');
  const envDir = resolveEnvDir(values.env);
  const [first, second] = positionals;
  const named = first !== undefined && ['publish', 'rollback', 'history', 'list', 'prune'].includes(first) ? first : undefined;
  const command = named ?? (values.list ? 'history' : 'deploy');
  // A command names the remote after it; a deploy and `<remote> --list` name it first.
  const remoteArg = named ? second : first;
  if (values.expect !== undefined && command !== 'deploy') return usage(`--expect guards a deploy's switch; ${command} does not take it. Leave it out, or deploy with it: pnpm deploy:remote <remote> --expect <version>.`);
  if (values.expect === '') return usage('--expect takes the version you expect to be live (as `pnpm deploy:remote <remote> --list` shows it), or none when nothing should be.');
  /** The remote's name in remotes.json (a folder or package name of shared/apps.json is accepted too). */
  const remote = remoteArg ? (appOfRemote(remoteArg)?.federation ?? remoteArg) : undefined;
  const via = `deploy-remote ${process.argv.slice(2).join(' ')}`.trim();
  const where = path.relative(ROOT, envDir) || envDir;
  const shellManifest = values['shell-manifest'] ? path.resolve(values['shell-manifest']) : undefined;

  if (command === 'history' || command === 'list') {
    for (const line of describeHistory({ envDir, ...(remote ? { remote } : {}) })) process.stdout.write(`${line}\n`);
    return;
  }
  if (command === 'prune') {
    const keep = values.keep ? Number(values.keep) : 5;
    if (!Number.isInteger(keep) || keep < 1) return usage('--keep takes a whole number of at least 1');
    const removed = await pruneReleases(openEnvironment(envDir), { keep });
    say(removed.length === 0 ? 'nothing to prune' : `removed ${removed.map((entry) => `${entry.remote} ${entry.version}`).join(', ')}`);
    return;
  }
  if (!remote) return usage(`name the remote to ${command}`);

  if (command === 'publish') {
    const app = appOfRemote(remote);
    const dist = values.dist ? path.resolve(values.dist) : app ? path.join(ROOT, app.dir, 'dist') : undefined;
    if (!dist) return usage(`${remote} is not a remote of shared/apps.json: name its build with --dist`);
    const release = publishRelease(openEnvironment(envDir), remote, dist);
    say(`${remote}: ${release.created ? 'published' : 'already published'} release ${release.version} in ${where}`);
    say(`${remote}: ${release.url}`);
    say(`preview it in your browser only (open the link, then confirm on the page it shows): ${values.env === 'prod' ? (await import('./lib/prod.mjs')).SITE_URL : !values.env || values.env === 'local' ? (await import('./lib/workspace.mjs')).SITE_URL : '<site>'}/?site-preview=${remote}:${release.url} ; deploy it: pnpm deploy:remote ${remote} --version ${release.version}${values.env ? ` --env ${values.env}` : ''}`);
    return;
  }

  if (command === 'rollback') {
    const result = await rollbackRemote({ envDir, remote, via, ...(shellManifest ? { shellManifest } : {}) });
    for (const warning of result.warnings) say(`${remote}: warning: ${warning}`);
    say(`${remote}: rolled back in ${where} to ${result.version} (was ${result.previous?.version ?? result.previous?.url}); record #${result.record?.seq}`);
    return;
  }

  const result = await deployRemote({
    envDir,
    remote,
    via,
    ...(values.dist ? { dist: path.resolve(values.dist) } : {}),
    ...(values.version ? { version: values.version } : {}),
    ...(values.expect !== undefined ? { expect: values.expect } : {}),
    ...(values['drop-expose'] ? { dropExposes: values['drop-expose'] } : {}),
    ...(values['dry-run'] ? { dryRun: true } : {}),
    ...(shellManifest ? { shellManifest } : {}),
  });
  say(`${remote}: ${result.published ? 'published' : 'found published'} release ${result.version} at ${result.url}`);
  for (const warning of result.warnings) say(`${remote}: warning: ${warning}`);
  if (result.outcome === 'already live') say(`${remote}: ${result.version} is already live in ${where}; nothing changed`);
  else if (result.outcome === 'checked') say(`${remote}: every check passed; --dry-run, so remotes.json is unchanged`);
  else {
    say(`${remote}: every check passed (reachable, shared singletons, exposes, routes)`);
    say(`${remote}: live in ${where}: ${result.version} (was ${result.previous?.version ?? result.previous?.url ?? 'nothing'}); record #${result.record?.seq}. Undo with: pnpm rollback:remote ${remote}${values.env ? ` --env ${values.env}` : ''}`);
  }
}

main().catch((error) => {
  if (error instanceof Refusal) {
    process.stderr.write(`[deploy] refused; remotes.json is unchanged:\n${error.reasons.map((reason) => `  - ${reason}`).join('\n')}\n`);
    if (error.release) process.stderr.write(`[deploy] the release ${error.release.version} stays published at ${error.release.url}, where it can be previewed\n`);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
