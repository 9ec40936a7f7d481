// @ts-check
/**
 * A remote on its own: what its standalone QA page loads, so that the team that owns a remote can
 * serve and test it without the rest of the site (scripts/serve-remote.mjs, scripts/test-remote.mjs).
 * Built-ins only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT, SetupError, staleApps } from './workspace.mjs';

/** @typedef {import('../../shared/build/apps.cjs').App} App */

const REMOTES = APPS.slice(1);
const SHELL = APPS[0];

/**
 * A remote by its federation name, its folder or its package name ('fx', 'remote-fx', '@site/remote-fx').
 * @param {string} name
 * @returns {App}
 */
export function remoteNamed(name) {
  const app = REMOTES.find((candidate) => [candidate.federation, candidate.dir, candidate.name].includes(name));
  if (!app) throw new SetupError(`"${name}" is not a remote of shared/apps.json: name one of ${REMOTES.map((candidate) => candidate.federation).join(', ')}.`);
  return app;
}

/**
 * The remotes a remote's standalone page loads: itself first, then those its standalone.remotes.json
 * names (the page's remotes.json is built from that file). The page's own list is the whole of it: an
 * embedded remote runs in the page's federation runtime, which knows no other remote.
 * @param {App} app
 * @param {string} [root]
 * @returns {App[]}
 */
export function standaloneApps(app, root = ROOT) {
  const file = path.join(root, app.dir, 'standalone.remotes.json');
  const embedded = fs.existsSync(file) ? /** @type {{ remotes: string[] }} */ (JSON.parse(fs.readFileSync(file, 'utf8'))).remotes : [];
  return [app, ...embedded.filter((name) => name !== app.federation).map(remoteNamed)];
}

/**
 * What to build before a standalone page can be served: those of its apps whose build is stale or
 * missing, and the shell when its server bundle is missing, since the shell's static server serves
 * the remotes' files as production does. A shell that is only stale is not rebuilt: a remote's team
 * does not build the shell team's work in progress to test its own.
 * @param {App[]} apps
 * @param {App[]} [stale]
 * @param {boolean} [shellServerBuilt]
 * @returns {App[]}
 */
export function buildsFor(apps, stale = staleApps(), shellServerBuilt = fs.existsSync(path.join(ROOT, 'shell/dist-ssr/server.cjs'))) {
  const remotes = stale.filter((app) => apps.some((wanted) => wanted.dir === app.dir));
  return !shellServerBuilt && SHELL ? [SHELL, ...remotes] : remotes;
}
