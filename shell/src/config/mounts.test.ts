import path from 'node:path';
import type { RouteSource } from '@site/shared/routes';
import mounts from '../../config/mounts.json';

/*
 * config/mounts.json is the shell's only knowledge of who owns which first path segment
 * (docs/composition.md); each remote declares its routes in src/config/route-manifest.ts and
 * publishes them in routes.json. The two must agree, or a page a remote renders is unreachable
 * (the shell redirects its path to '/') or a segment points at a remote that has no such page.
 * The remotes that publish pages are those whose build leaves dist/routes.json (shared/apps.json).
 */

const ROOT = path.resolve(__dirname, '../../..');

interface Publisher {
  remote: string;
  routes: readonly RouteSource[];
}

// Read through jest rather than imported: the shell's build never includes a remote's source.
const apps = jest.requireActual(path.join(ROOT, 'shared/apps.json')) as { apps: { dir: string; federation: string; outputs: string[] }[] };
const publishers: Publisher[] = apps.apps
  .filter((app) => app.outputs.includes('dist/routes.json'))
  .map((app) => ({
    remote: app.federation,
    routes: (jest.requireActual(path.join(ROOT, app.dir, 'src/config/route-manifest.ts')) as { ROUTE_MANIFEST: readonly RouteSource[] }).ROUTE_MANIFEST,
  }));

const outsideRemotes = new Set(Object.values(mounts.outside));
/** The mounts.json key a route of a remote below the language prefix needs: 'docs/*' for a prefix route. */
const segmentOf = (route: RouteSource) => (route.prefix ? `${route.path}/*` : route.path);

describe('mounts.json and the remotes’ route manifests', () => {
  it('finds the remotes that publish pages', () => {
    expect(publishers.map((publisher) => publisher.remote).sort()).toEqual(['docs', 'exportdrawback', 'marketing', 'ota']);
    for (const { routes } of publishers) expect(routes.length).toBeGreaterThan(0);
  });

  it('gives every route of a remote below the language prefix to that remote, as one segment', () => {
    const missing: string[] = [];
    for (const { remote, routes } of publishers.filter((publisher) => !outsideRemotes.has(publisher.remote))) {
      for (const route of routes) {
        // The shell routes on the first segment only: a deeper path would never reach its page.
        expect(route.path).not.toContain('/');
        const segment = segmentOf(route);
        if ((mounts.segments as Record<string, string>)[segment] !== remote) missing.push(`"${segment}" → ${remote}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names no segment that its remote does not own', () => {
    const owned = new Set(publishers.filter((publisher) => !outsideRemotes.has(publisher.remote)).flatMap(({ remote, routes }) => routes.map((route) => `${segmentOf(route)} → ${remote}`)));
    const unowned = Object.entries(mounts.segments)
      .map(([segment, remote]) => `${segment} → ${remote}`)
      .filter((entry) => !owned.has(entry));
    expect(unowned).toEqual([]);
  });

  it('mounts each site outside the prefix on a remote that publishes pages and owns no segment below it', () => {
    const publishing = new Set(publishers.map((publisher) => publisher.remote));
    for (const remote of outsideRemotes) {
      expect(publishing).toContain(remote);
      expect(Object.values(mounts.segments)).not.toContain(remote);
    }
  });

  it('redirects each alias to a segment a remote owns', () => {
    for (const target of Object.values(mounts.aliases)) expect(Object.keys(mounts.segments)).toContain(target);
  });
});
