import { createPathResolver } from './resolve-path';

const paths = { home: '/', pricing: '/FixPrice', principle: '/SourcePage', info: '/info', notFound: '/404' } as const;

describe('createPathResolver', () => {
  it('finds the page of an exact path', () => {
    const resolve = createPathResolver({ paths, unknown: { show: 'notFound' } });
    expect(resolve('/')).toEqual({ page: 'home' });
    expect(resolve('/FixPrice')).toEqual({ page: 'pricing' });
  });

  it('shows a page of its own for a path it does not know, and leaves the address', () => {
    const resolve = createPathResolver({ paths, unknown: { show: 'notFound' } });
    expect(resolve('/NoSuchPage')).toEqual({ page: 'notFound' });
    // Exact: another letter case is not the page (the shell sends it to the canonical path first).
    expect(resolve('/fixprice')).toEqual({ page: 'notFound' });
  });

  it('sends a path it does not know elsewhere, showing nothing meanwhile', () => {
    const resolve = createPathResolver({ paths, unknown: { redirectTo: '/FixPrice' } });
    expect(resolve('/')).toEqual({ page: 'home' });
    expect(resolve('/nope')).toEqual({ redirectTo: '/FixPrice' });
  });

  describe('loose', () => {
    const resolve = createPathResolver({ paths, unknown: { show: 'home', redirectTo: '/' }, loose: true });

    it('shows the canonical page at once for another letter case or a trailing slash, and says where the address goes', () => {
      expect(resolve('/info')).toEqual({ page: 'info' });
      expect(resolve('/fixprice')).toEqual({ page: 'pricing', redirectTo: '/FixPrice' });
      expect(resolve('/sourcepage/')).toEqual({ page: 'principle', redirectTo: '/SourcePage' });
      expect(resolve('/info/')).toEqual({ page: 'info', redirectTo: '/info' });
    });

    it('shows the unknown page while the address goes to the root', () => {
      expect(resolve('/nope')).toEqual({ page: 'home', redirectTo: '/' });
      expect(resolve('/info/more')).toEqual({ page: 'home', redirectTo: '/' });
    });
  });
});
