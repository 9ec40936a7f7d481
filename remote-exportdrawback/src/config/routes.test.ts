import { resolveRoute, routeOf } from './routes';

describe('resolveRoute', () => {
  it.each([
    ['/', 'home'],
    ['/source', 'source'],
    ['/apply', 'apply'],
    ['/SourcePage', 'principle'],
    ['/FixPrice', 'pricing'],
    ['/subscCons', 'consultation'],
    ['/info', 'info'],
  ])('%s is the %s page', (path, key) => {
    expect(resolveRoute(path)).toEqual({ page: key });
    expect(routeOf(resolveRoute(path).page)).toEqual(expect.objectContaining({ key, path }));
  });

  it('shows the canonical page at once for another letter case or a trailing slash, and says where the address goes', () => {
    expect(resolveRoute('/fixprice')).toEqual({ page: 'pricing', redirectTo: '/FixPrice' });
    expect(resolveRoute('/sourcepage/')).toEqual({ page: 'principle', redirectTo: '/SourcePage' });
    expect(resolveRoute('/info/')).toEqual({ page: 'info', redirectTo: '/info' });
  });

  it('shows the not-found page for an unknown path, and keeps the address as typed', () => {
    expect(resolveRoute('/nope')).toEqual({ page: 'notFound' });
    expect(resolveRoute('/info/more')).toEqual({ page: 'notFound' });
  });
});
