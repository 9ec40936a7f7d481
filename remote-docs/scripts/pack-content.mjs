// @ts-check
/**
 * Puts the live content version into the build, as `dist/content/`: `latest.json` and the one version
 * folder it names, the content the pages in `dist/fragments/` and `dist/routes.json` were rendered
 * from. A release of the help centre is then one immutable folder whose pages, sitemap entries,
 * search index, llms.txt and Markdown agree, and a rollback takes them all back together
 * (README, "Publishing an article"). Run after the prerender, by `build` and `release:content`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = path.join(PACKAGE, 'content-dist');
const DIST = path.join(PACKAGE, 'dist');
const TARGET = path.join(DIST, 'content');

const latest = /** @type {{ version?: unknown }} */ (JSON.parse(fs.readFileSync(path.join(SOURCE, 'latest.json'), 'utf8')));
const version = typeof latest.version === 'string' && /^[0-9a-f]{12}$/.test(latest.version) ? latest.version : undefined;
if (!version || !fs.existsSync(path.join(SOURCE, version))) {
  process.stderr.write(`content-dist/latest.json names no built content version; run the content build first.\n`);
  process.exit(1);
}
if (!fs.existsSync(path.join(DIST, 'mf-manifest.json'))) {
  process.stderr.write(`dist/ holds no build of the help centre; build it first (pnpm --filter @site/remote-docs run build).\n`);
  process.exit(1);
}
// Written beside, then swapped in: a server reading dist/ meanwhile sees the old folder or the new one.
const incoming = path.join(DIST, `.content-${process.pid}`);
fs.rmSync(incoming, { recursive: true, force: true });
fs.mkdirSync(incoming);
fs.cpSync(path.join(SOURCE, version), path.join(incoming, version), { recursive: true });
fs.copyFileSync(path.join(SOURCE, 'latest.json'), path.join(incoming, 'latest.json'));
const outgoing = path.join(DIST, `.content-old-${process.pid}`);
if (fs.existsSync(TARGET)) fs.renameSync(TARGET, outgoing);
fs.renameSync(incoming, TARGET);
fs.rmSync(outgoing, { recursive: true, force: true });
process.stdout.write(`[docs] content ${version} packed into dist/content/\n`);
