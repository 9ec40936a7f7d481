import fs from 'node:fs';
import path from 'node:path';
import type { RouteManifest } from '@site/shared/routes';
import type { TableManifest } from '../src/config/route-table';

/** What is kept of a remote's manifest: what the route table is built from, and the files it has the site serve. */
type KnownManifest = TableManifest & Pick<RouteManifest, 'files'>;

/**
 * The routes each remote last published, kept on disk: a remote that is down when the server starts (or
 * stays down) keeps its pages in the route table, so they are framed with the region's Retry instead of
 * redirected home, and the files it has the site serve still answer 503 rather than become pages. Only
 * what the route table is built from and those files are kept; a write that fails (a read-only folder)
 * leaves the memory copy, which serves as long as the process runs.
 */
export function createLastKnownRoutes(file: string) {
  const known = new Map<string, KnownManifest>();
  // The manifest object last seen per remote: the same object until the remote's routes.json is read again.
  const seen = new Map<string, KnownManifest>();
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, KnownManifest>;
    for (const [name, manifest] of Object.entries(saved)) known.set(name, manifest);
  } catch {
    // none kept yet, or unreadable: the remotes' own manifests fill it
  }
  const write = () => {
    try {
      const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}`);
      fs.writeFileSync(temporary, JSON.stringify(Object.fromEntries(known)));
      fs.renameSync(temporary, file);
    } catch {
      // kept in memory only
    }
  };
  return {
    /** Records what `manifest` says of the routes, writing the file when it changed. */
    remember(name: string, manifest: KnownManifest): void {
      if (seen.get(name) === manifest) return;
      seen.set(name, manifest);
      const entry: KnownManifest = {
        remote: manifest.remote,
        mount: manifest.mount,
        langs: manifest.langs,
        routes: manifest.routes,
        ...(manifest.nav ? { nav: manifest.nav } : {}),
        ...(manifest.siteTitle ? { siteTitle: manifest.siteTitle } : {}),
        ...(manifest.files ? { files: manifest.files } : {}),
      };
      const before = known.get(name);
      if (before && JSON.stringify(before) === JSON.stringify(entry)) return;
      known.set(name, entry);
      write();
    },
    of: (name: string): KnownManifest | undefined => known.get(name),
  };
}
