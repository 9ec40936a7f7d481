import { trimSlashes } from '../routes/manifest';

/** Which page a path shows, and where the address goes when it should change. */
export interface PathResolution<K extends string> {
  /** The page to show now; none while the address moves on. */
  page?: K;
  /** Where the address goes (below the mount point): a canonical path, or the unknown-path rule's. */
  redirectTo?: string;
}

/**
 * What a path no page owns does. A remote shows a page of its own for it (marketing's 404), or
 * sends the address elsewhere (OTA's landing page), or both at once (the export-refund
 * micro-site shows its home while the address goes to its root).
 */
export type UnknownPathRule<K extends string> = { show: K; redirectTo?: string } | { show?: undefined; redirectTo: string };

export interface PathResolverOptions<K extends string> {
  /** Each page's path below the mount point ('/', '/About'). */
  paths: Readonly<Record<K, string>>;
  unknown: UnknownPathRule<NoInfer<K>>;
  /**
   * Another letter case or a trailing slash is the same page, and the address goes to its
   * canonical path. Off where the shell already sends those to the canonical path.
   */
  loose?: boolean;
}

/** The one rule by which a remote finds the page of a path. A rule that shows a page always has one. */
export function createPathResolver<K extends string>(options: PathResolverOptions<K> & { unknown: { show: NoInfer<K> } }): (path: string) => PathResolution<K> & { page: K };
export function createPathResolver<K extends string>(options: PathResolverOptions<K>): (path: string) => PathResolution<K>;
export function createPathResolver<K extends string>({ paths, unknown, loose = false }: PathResolverOptions<K>): (path: string) => PathResolution<K> {
  const entries = Object.entries(paths) as [K, string][];
  return (path) => {
    const exact = entries.find(([, pagePath]) => pagePath === path);
    if (exact) return { page: exact[0] };
    if (loose) {
      const trimmed = path.length > 1 ? `${path.startsWith('/') ? '/' : ''}${trimSlashes(path)}` : path;
      const wanted = (trimmed === '' ? '/' : trimmed).toLowerCase();
      const near = entries.find(([, pagePath]) => pagePath.toLowerCase() === wanted);
      if (near) return { page: near[0], redirectTo: near[1] };
    }
    if (unknown.show === undefined) return { redirectTo: unknown.redirectTo };
    return unknown.redirectTo === undefined ? { page: unknown.show } : { page: unknown.show, redirectTo: unknown.redirectTo };
  };
}
