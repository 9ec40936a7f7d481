import { matchRoute } from './route-table';

describe('matchRoute (spec 2.1)', () => {
  it('finds every page of the route table', () => {
    for (const path of ['/', '/About', '/Contact', '/OTAFinance', '/QuotaDisplay', '/developerTools', '/amazon', '/404']) {
      expect(matchRoute(path).kind).toBe('route');
    }
  });

  it('sends Home to the marketing remote and docs articles to the docs remote', () => {
    const home = matchRoute('/');
    expect(home.kind === 'route' && home.route.remote).toBe('marketing');
    const article = matchRoute('/docs/create-a-payout');
    expect(article).toMatchObject({ kind: 'route', path: '/docs/create-a-payout', route: { remote: 'docs', hideFooter: true } });
  });

  it('redirects the Payment&FX alias and other letter cases to the canonical path', () => {
    expect(matchRoute('/Payment&FX')).toEqual({ kind: 'redirect', to: '/PaymentManagement' });
    expect(matchRoute('/Payment%26FX')).toEqual({ kind: 'redirect', to: '/PaymentManagement' });
    expect(matchRoute('/contact')).toEqual({ kind: 'redirect', to: '/Contact' });
  });

  it('treats unknown paths and children of leaf pages as unknown', () => {
    expect(matchRoute('/nowhere')).toEqual({ kind: 'unknown' });
    expect(matchRoute('/Contact/extra')).toEqual({ kind: 'unknown' });
    expect(matchRoute('/%E0%A4%A')).toEqual({ kind: 'unknown' });
  });

  it('hides the footer on docs and developerTools only', () => {
    const hidden = ['/docs', '/developerTools', '/Contact'].map((path) => {
      const match = matchRoute(path);
      return match.kind === 'route' && Boolean(match.route.hideFooter);
    });
    expect(hidden).toEqual([true, true, false]);
  });
});
