import type { RouteLang } from '@site/shared/lang';
import type { ManifestRoute, RouteManifest } from '@site/shared/routes';
import { matchesPattern } from '@site/shared/routes/pattern';

/**
 * Pages that do not exist (docs/composition.md, "Pages that do not exist"). A remote publishes its
 * pages in its routes.json, so the shell's server knows that `/en_us/docs/no-such-article` is none of
 * them: it answers 404 with a not-found page instead of framing a page that would only say so once
 * its script ran. Nothing here names a remote: the rules read the manifests.
 */

/** A path's segments below the mount, lower-cased: the remote's own router matches paths in any letter case. */
const comparable = (path: string): string =>
  path
    .split('/')
    .filter((segment) => segment !== '')
    .join('/')
    .toLowerCase();

/** The remote's not-found page (`notFound` in its routes.json), if it declares one. */
export const declaredNotFound = (manifest: Pick<RouteManifest, 'routes'> | undefined): ManifestRoute | undefined => manifest?.routes.find((route) => route.notFound);

/**
 * The route a site of its own declares for a path below its mount that none of its routes owns
 * (`notFound` in its routes.json), or undefined when a route owns the path (in any letter case,
 * with or without a trailing slash: the remote sends those to the canonical address itself) or
 * the remote declares no such page.
 */
export function notFoundRouteOf(manifest: RouteManifest | undefined, subPath: string): ManifestRoute | undefined {
  const declared = declaredNotFound(manifest);
  if (!manifest || !declared) return undefined;
  return ownsPath(manifest, subPath) ? undefined : declared;
}

/** Whether one of the remote's routes owns `subPath` (in any letter case), a prefix route every path below it. */
function ownsPath(manifest: Pick<RouteManifest, 'routes'>, subPath: string): boolean {
  const wanted = comparable(subPath);
  return manifest.routes.some((route) => {
    const path = comparable(route.path);
    return path === wanted || (route.prefix && wanted.startsWith(`${path}/`));
  });
}

const decoded = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * Whether `pageKey` (the path below the mount, without its leading slash: 'docs/kyc') is a page that
 * `route`, which matched it, does not have. Only a prefix route has pages of its own below it (the
 * help centre's articles); any other route is its one page, in every language. The remote publishes
 * its pages in `lang`, none is at that path, and the route neither makes its pages per request
 * (`live`, or a `query` that changes them) nor names the path among those it renders without a
 * published page (`unlistedPages`, compared decoded and in any letter case, as the remote's router
 * reads them). A remote whose pages are not known (not read yet, down) has every page it routes.
 */
export function isMissingPage(manifest: Pick<RouteManifest, 'pages'> | undefined, lang: RouteLang, route: ManifestRoute | undefined, pageKey: string): boolean {
  const pages = manifest?.pages[lang];
  if (!pages || !route?.prefix || route.live || route.query.length > 0 || Object.hasOwn(pages, pageKey)) return false;
  const below = decoded(pageKey.slice(route.path.length + 1)).toLowerCase();
  return !(route.unlistedPages ?? []).some((pattern) => matchesPattern(pattern.toLowerCase(), below));
}

/** The page the site shows for an address that is none of its pages. */
export interface NotFoundPage {
  /** The remote whose region shows it. */
  remote: string;
  /** Its not-found page, or none when neither it nor the site declares one (its region then says so itself). */
  route?: ManifestRoute;
}

export interface NotFoundInput {
  /** A remote's published routes, by name (none while it cannot be read). */
  manifestOf: (remote: string) => RouteManifest | undefined;
  lang: RouteLang;
  /** The remote the address belongs to: the owner of the matched route, or the site of its own it is below. */
  remote: string;
  /** The matched route's path ('docs'; on a site of its own, the address's first segment below the mount). */
  routePath: string;
  /** The address below the language prefix or the mount: '/docs/no-such-article'. */
  subPath: string;
  /** The address is below a site of its own (`/exportdrawback/…`), which routes its paths itself. */
  ownSite: boolean;
  /** The remote of the language's home (''): its not-found page is the site's, for a remote that declares none. */
  homeRemote: string | undefined;
}

/**
 * What the site answers, 404, for an address that is none of its pages: the not-found page of the
 * remote the address belongs to; else the site's (that of the remote of the language's home), except
 * on a site of its own, which has its own header and footer; else none (the region is left to the
 * remote). Undefined when the address is a page, or when that cannot be known (the remote's pages have
 * not been read).
 */
export function notFoundPageFor({ manifestOf, lang, remote, routePath, subPath, ownSite, homeRemote }: NotFoundInput): NotFoundPage | undefined {
  const manifest = manifestOf(remote);
  if (!manifest) return undefined;
  const route = manifest.routes.find((candidate) => candidate.path === routePath);
  const missing = (ownSite && !ownsPath(manifest, subPath)) || isMissingPage(manifest, lang, route, subPath.slice(1));
  if (!missing) return undefined;
  const own = declaredNotFound(manifest);
  if (own) return { remote, route: own };
  const site = ownSite || homeRemote === undefined ? undefined : declaredNotFound(manifestOf(homeRemote));
  return site && homeRemote !== undefined ? { remote: homeRemote, route: site } : { remote };
}
