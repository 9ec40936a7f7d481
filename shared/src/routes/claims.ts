import type { RouteManifest } from './manifest';

/**
 * Which addresses a remote's routes.json claims. The site's address space has two parts: below the
 * language prefix (`/en_us/About`, `/zh_cn/docs/…`), where a route owns its first path segment, and the
 * top level, where a remote mounted at its own base path (`/exportdrawback`) owns that segment in every
 * language. Segments are compared without regard to letter case, as the router matches them.
 */
export interface RouteClaim {
  remote: string;
  /** 'lang': below the language prefix; 'top': the site's first path segment. */
  space: 'lang' | 'top';
  /** The first path segment claimed, as the remote spells it ('' is the language's home). */
  segment: string;
  /** What claims it: a route, another name a route is linked by, or the remote's base path. */
  kind: 'route' | 'alias' | 'mount';
}

export interface RouteConflict {
  space: RouteClaim['space'];
  segment: string;
  /** The remote that keeps the address (the one listed first), and the one refused. */
  owner: string;
  refused: string;
}

/**
 * First path segments the site itself answers at the top level: the language prefixes, the api, the
 * shell's own files and pages. No remote may mount there.
 */
export const RESERVED_TOP_SEGMENTS: readonly string[] = [
  'en_us',
  'zh_cn',
  'zh_hk',
  'api',
  'WecomRedirect',
  'remotes.json',
  'sitemap.xml',
  'robots.txt',
  'llms.txt',
  'page-meta.json',
  'static-public',
  'favicon.svg',
  'favicon.png',
  'og-image.png',
  'index.html',
];

const key = (space: RouteClaim['space'], segment: string) => `${space}:${segment.toLowerCase()}`;

/** Every address `manifest` claims. */
export function routeClaims(manifest: Pick<RouteManifest, 'remote' | 'mount' | 'routes'>): RouteClaim[] {
  const { remote } = manifest;
  if (manifest.mount !== 'lang') return [{ remote, space: 'top', segment: manifest.mount.slice(1).split('/')[0] ?? '', kind: 'mount' }];
  return manifest.routes.flatMap((route): RouteClaim[] => [
    { remote, space: 'lang', segment: route.path.split('/')[0] ?? '', kind: 'route' },
    ...(route.aliases ?? []).map((alias): RouteClaim => ({ remote, space: 'lang', segment: alias, kind: 'alias' })),
  ]);
}

/**
 * The owner of every claimed address when `manifests` are taken in order: an address claimed twice
 * stays with the first remote to claim it, and each later claim is a conflict. A remote's claims never
 * conflict with each other, and a top-level mount on a reserved segment is refused with the site as owner.
 */
export function resolveRouteClaims(manifests: readonly Pick<RouteManifest, 'remote' | 'mount' | 'routes'>[]): {
  owners: Map<string, RouteClaim>;
  conflicts: RouteConflict[];
} {
  const owners = new Map<string, RouteClaim>();
  const conflicts: RouteConflict[] = [];
  const reserved = new Set(RESERVED_TOP_SEGMENTS.map((segment) => key('top', segment)));
  for (const manifest of manifests) {
    for (const claim of routeClaims(manifest)) {
      const at = key(claim.space, claim.segment);
      if (reserved.has(at)) {
        conflicts.push({ space: claim.space, segment: claim.segment, owner: 'site', refused: claim.remote });
        continue;
      }
      const owner = owners.get(at);
      if (!owner) owners.set(at, claim);
      else if (owner.remote !== claim.remote) conflicts.push({ space: claim.space, segment: claim.segment, owner: owner.remote, refused: claim.remote });
    }
  }
  return { owners, conflicts };
}

/** One sentence per conflict, for a deploy's refusal and the server's log. */
export function describeConflict({ space, segment, owner, refused }: RouteConflict): string {
  const where = space === 'lang' ? `/{lang}/${segment}` : `/${segment}`;
  return owner === 'site'
    ? `${refused} claims ${where}, which the site itself answers.`
    : `${refused} claims ${where}, which ${owner} already owns; ${owner} keeps it.`;
}
