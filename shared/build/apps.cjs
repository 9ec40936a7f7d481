// @ts-check
/**
 * The workspace manifest (shared/apps.json) and what is derived from it: one list of apps and
 * ports for the scripts, the webpack configs, lint, the local remotes.json and the api.
 */
const fs = require('node:fs');
const path = require('node:path');

/**
 * @typedef {{ dir: string, name: string, federation: string, port: number, edgePort: number, outputs: string[] }} App
 * @type {{ api: { dir: string, name: string, port: number }, apps: App[] }}
 */
const manifest = require('../apps.json');

const APPS = manifest.apps;
const API = manifest.api;

/** @param {string} dir an app's folder (its basename is enough) @returns {App} */
function appOf(dir) {
  const app = APPS.find((candidate) => candidate.dir === path.basename(dir));
  if (!app) throw new Error(`${path.basename(dir)} is not an app of shared/apps.json`);
  return app;
}

/** The shell's own loading settings of remotes.json (timeouts, retries): the shell team's choice. */
const LOADING_FILE = path.join(__dirname, '..', '..', 'shell', 'config', 'remote-loading.json');

/** @returns {object} */
function readLoading() {
  const loading = JSON.parse(fs.readFileSync(LOADING_FILE, 'utf8'));
  delete loading.$comment;
  return loading;
}

/**
 * A remotes.json for local use: the remotes named (every remote by default) at their `npm start`
 * port on localhost, or at another port per app (the production topology's edge ports).
 * @param {{ only?: string[], portOf?: (app: App) => number, loading?: object }} [options]
 * @returns {string}
 */
function localRemotesJson({ only, portOf = (app) => app.port, loading = readLoading() } = {}) {
  const remotes = Object.fromEntries(
    APPS.slice(1)
      .filter((app) => !only || only.includes(app.federation))
      .map((app) => [app.federation, `http://localhost:${portOf(app)}/mf-manifest.json`]),
  );
  return `${JSON.stringify({ remotes, ...loading }, null, 2)}\n`;
}

module.exports = { APPS, API, appOf, localRemotesJson };
