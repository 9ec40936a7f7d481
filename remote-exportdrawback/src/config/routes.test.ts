import { matchRoute, resolveRoute } from './routes';

describe('matchRoute (spec 2.1)', () => {
  it.each([
    ['/', 'home'],
    ['/source', 'source'],
    ['/apply', 'apply'],
    ['/SourcePage', 'principle'],
    ['/FixPrice', 'pricing'],
    ['/subscCons', 'consultation'],
    ['/info', 'info'],
  ])('%s is the %s page', (path, key) => {
    expect(matchRoute(path)).toEqual({ kind: 'route', route: expect.objectContaining({ key, path }) });
  });

  it('sends another letter case or a trailing slash to the canonical path', () => {
    expect(matchRoute('/fixprice')).toEqual({ kind: 'redirect', to: '/FixPrice' });
    expect(matchRoute('/sourcepage/')).toEqual({ kind: 'redirect', to: '/SourcePage' });
    expect(matchRoute('/info/')).toEqual({ kind: 'redirect', to: '/info' });
  });

  it('sends an unknown path to the root', () => {
    expect(matchRoute('/nope')).toEqual({ kind: 'unknown' });
    expect(matchRoute('/info/more')).toEqual({ kind: 'unknown' });
  });
});

describe('resolveRoute', () => {
  it('shows the canonical page at once, and says where the address goes', () => {
    expect(resolveRoute('/info')).toEqual({ route: expect.objectContaining({ key: 'info' }) });
    expect(resolveRoute('/fixprice')).toEqual({ route: expect.objectContaining({ key: 'pricing' }), redirectTo: '/FixPrice' });
    expect(resolveRoute('/nope')).toEqual({ route: expect.objectContaining({ key: 'home' }), redirectTo: '/' });
  });
});
