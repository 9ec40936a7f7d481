import type { ManifestRoute, RouteManifest } from '@site/shared/routes';
import { notFoundPageFor, notFoundRouteOf } from './not-found-route';

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

describe('the page the site answers for an address that is none of its pages', () => {
  const page = { title: 't', description: 'd', indexable: true, css: [], js: [] };
  const langManifest = (remote: string, routes: ManifestRoute[], pages: string[]): RouteManifest => ({
    ...manifest(routes),
    remote,
    mount: 'lang',
    langs: ['en_us', 'zh_cn', 'zh_hk'],
    pages: { en_us: Object.fromEntries(pages.map((key) => [key, page])), zh_cn: Object.fromEntries(pages.map((key) => [key, page])) },
  });
  const docsNotFound = route('docs/404', { indexable: false, hideFooter: true, notFound: true });
  const docs = langManifest('docs', [route('docs', { prefix: true, unlistedPages: ['*open-ai*'] }), route('developerTools', { live: true }), docsNotFound], ['docs', 'docs/kyc', 'docs/404', 'developerTools']);
  const siteNotFound = route('404', { indexable: false, notFound: true });
  const marketing = langManifest('marketing', [route(''), route('About', { query: ['id'] }), siteNotFound], ['', 'About', '404']);
  const guides = langManifest('guides', [route('guides', { prefix: true }), route('tools', { prefix: true, live: true }), route('search', { prefix: true, query: ['q'] })], ['guides', 'guides/a']);
  const manifests: Record<string, RouteManifest> = { docs, marketing, guides, micro: site };
  const lookup = (name: string) => manifests[name];
  const ask = (remote: string, routePath: string, subPath: string, extra: Partial<Parameters<typeof notFoundPageFor>[0]> = {}) =>
    notFoundPageFor({ manifestOf: lookup, lang: 'en_us', remote, routePath, subPath, ownSite: false, homeRemote: 'marketing', ...extra });

  it("is the route's remote's own not-found page for a path below a prefix route that is none of its pages", () => {
    expect(ask('docs', 'docs', '/docs/no-such-article')).toEqual({ remote: 'docs', route: docsNotFound });
    expect(ask('docs', 'docs', '/docs/kyc/more')).toEqual({ remote: 'docs', route: docsNotFound });
    // The published list is the page's: another letter case or an encoding is another address.
    expect(ask('docs', 'docs', '/docs/KYC')).toEqual({ remote: 'docs', route: docsNotFound });
  });

  it('is none for a published page, a page the route names as rendered without one, or a route that is its one page', () => {
    for (const subPath of ['/docs', '/docs/kyc']) expect(ask('docs', 'docs', subPath)).toBeUndefined();
    for (const subPath of ['/docs/open-ai', '/docs/guides/Open-AI-reference', '/docs/open%2Dai']) expect(ask('docs', 'docs', subPath)).toBeUndefined();
    expect(ask('marketing', 'About', '/About')).toBeUndefined();
    expect(ask('marketing', '', '/')).toBeUndefined();
  });

  it('is none for pages made per request (live, or a query that changes them)', () => {
    expect(ask('guides', 'tools', '/tools/anything')).toBeUndefined();
    expect(ask('guides', 'search', '/search/anything')).toBeUndefined();
  });

  it('is none where the pages are not known: the remote is down, or publishes none in that language', () => {
    expect(ask('docs', 'docs', '/docs/x', { manifestOf: () => undefined })).toBeUndefined();
    expect(ask('docs', 'docs', '/docs/x', { lang: 'zh_hk' })).toBeUndefined();
  });

  it("is the site's not-found page, the home's remote's, for a remote that declares none", () => {
    expect(ask('guides', 'guides', '/guides/b')).toEqual({ remote: 'marketing', route: siteNotFound });
    // Without one anywhere, still not found: the region is left to the remote.
    expect(ask('guides', 'guides', '/guides/b', { homeRemote: undefined })).toEqual({ remote: 'guides' });
    expect(ask('guides', 'guides', '/guides/b', { manifestOf: (name) => (name === 'marketing' ? undefined : lookup(name)) })).toEqual({ remote: 'guides' });
  });

  it('on a site of its own, is its own not-found page for a path no route owns, never the site’s', () => {
    expect(ask('micro', 'nope', '/nope', { ownSite: true })).toEqual({ remote: 'micro', route: notFound });
    expect(ask('micro', 'info', '/info', { ownSite: true })).toBeUndefined();
    expect(ask('micro', 'nope', '/nope', { ownSite: true, manifestOf: (name) => (name === 'micro' ? manifest([route(''), route('info')]) : lookup(name)) })).toEqual({ remote: 'micro' });
  });
});
