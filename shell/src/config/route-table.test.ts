import mounts from '../../config/mounts.json';
import { buildRouteTable, matchRoute, type SiteRouteTable } from './route-table';

const docsManifest = {
  routes: [
    { path: 'docs', prefix: true, indexable: true, hideFooter: true, query: [] },
    { path: 'developerTools', prefix: false, indexable: true, hideFooter: true, query: [] },
  ],
};
const table: SiteRouteTable = buildRouteTable(mounts, { docs: docsManifest });

describe('matchRoute (spec 2.1)', () => {
  it('finds every page of the route table', () => {
    for (const path of ['/', '/About', '/Contact', '/OTAFinance', '/QuotaDisplay', '/developerTools', '/amazon', '/404']) {
      expect(matchRoute(path, table).kind).toBe('route');
    }
  });

  it('sends Home to the marketing remote and docs articles to the docs remote', () => {
    const home = matchRoute('/', table);
    expect(home.kind === 'route' && home.route.remote).toBe('marketing');
    const article = matchRoute('/docs/create-a-payout', table);
    expect(article).toMatchObject({ kind: 'route', path: '/docs/create-a-payout', route: { remote: 'docs', hideFooter: true } });
  });

  it('redirects the Payment&FX alias and other letter cases to the canonical path', () => {
    expect(matchRoute('/Payment&FX', table)).toEqual({ kind: 'redirect', to: '/PaymentManagement' });
    expect(matchRoute('/Payment%26FX', table)).toEqual({ kind: 'redirect', to: '/PaymentManagement' });
    expect(matchRoute('/contact', table)).toEqual({ kind: 'redirect', to: '/Contact' });
  });

  it('treats unknown paths and children of leaf pages as unknown', () => {
    expect(matchRoute('/nowhere', table)).toEqual({ kind: 'unknown' });
    expect(matchRoute('/Contact/extra', table)).toEqual({ kind: 'unknown' });
    expect(matchRoute('/%E0%A4%A', table)).toEqual({ kind: 'unknown' });
  });

  it('takes the footer rule from the owning remote\'s manifest: hidden on docs and developerTools only', () => {
    const hidden = ['/docs', '/developerTools', '/Contact'].map((path) => {
      const match = matchRoute(path, table);
      return match.kind === 'route' && match.route.hideFooter;
    });
    expect(hidden).toEqual([true, true, false]);
  });

  it('keeps the pages of a remote whose manifest cannot be read, so they get the frame and Retry', () => {
    const withoutManifests = buildRouteTable(mounts, {});
    expect(matchRoute('/docs/create-a-payout', withoutManifests)).toMatchObject({ kind: 'route', route: { remote: 'docs', hideFooter: false } });
    expect(matchRoute('/OTAFinance', withoutManifests)).toMatchObject({ kind: 'route', route: { remote: 'ota' } });
  });
});
