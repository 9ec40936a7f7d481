import type { ManifestRoute, RouteManifest } from '@site/shared/routes';
import { notFoundRouteOf } from './not-found-route';

const route = (path: string, extra: Partial<ManifestRoute> = {}): ManifestRoute => ({ path, prefix: false, indexable: true, hideFooter: false, query: [], ...extra });
const manifest = (routes: ManifestRoute[]): RouteManifest => ({
  remote: 'micro',
  version: '1',
  mount: '/micro',
  langs: ['zh_cn'],
  publicPath: '/',
  fragments: 'fragments/1/',
  assets: { css: [], js: [] },
  routes,
  pages: {},
});
const notFound = route('404', { indexable: false, notFound: true });
const site = manifest([route(''), route('FixPrice'), route('info'), notFound]);

describe('notFoundRouteOf: the page a site of its own shows for a path it does not own', () => {
  it('is the declared not-found route for a path no route owns, however deep', () => {
    expect(notFoundRouteOf(site, '/nope')).toBe(notFound);
    expect(notFoundRouteOf(site, '/info/more')).toBe(notFound);
  });

  it('is none for a page of the site, in any letter case or with a trailing slash, nor for its home', () => {
    for (const path of ['/', '/FixPrice', '/fixprice', '/info/', '/404']) expect(notFoundRouteOf(site, path)).toBeUndefined();
  });

  it('is none when the site declares no such page, or has published no routes', () => {
    expect(notFoundRouteOf(manifest([route(''), route('info')]), '/nope')).toBeUndefined();
    expect(notFoundRouteOf(undefined, '/nope')).toBeUndefined();
  });

  it('leaves every path below a prefix route to it', () => {
    expect(notFoundRouteOf(manifest([route('docs', { prefix: true }), notFound]), '/docs/anything')).toBeUndefined();
  });
});
