import type { ManifestRoute, RouteManifest } from '@site/shared/routes';

/** A path's segments below the mount, lower-cased: the remote's own router matches paths in any letter case. */
const comparable = (path: string): string =>
  path
    .split('/')
    .filter((segment) => segment !== '')
    .join('/')
    .toLowerCase();

/**
 * The route a site of its own declares for a path below its mount that none of its routes owns
 * (`notFound` in its routes.json), or undefined when a route owns the path (in any letter case,
 * with or without a trailing slash: the remote sends those to the canonical address itself) or
 * the remote declares no such page.
 */
export function notFoundRouteOf(manifest: RouteManifest | undefined, subPath: string): ManifestRoute | undefined {
  const declared = manifest?.routes.find((route) => route.notFound);
  if (!manifest || !declared) return undefined;
  const wanted = comparable(subPath);
  const owned = manifest.routes.some((route) => {
    const path = comparable(route.path);
    return path === wanted || (route.prefix && wanted.startsWith(`${path}/`));
  });
  return owned ? undefined : declared;
}
