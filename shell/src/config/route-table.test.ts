import type { ManifestRoute } from '@site/shared/routes';
import { buildRouteTable, matchRoute, navGroup, ownEntry, type TableManifest } from './route-table';

const route = (path: string, extra: Partial<ManifestRoute> = {}): ManifestRoute => ({ path, prefix: false, indexable: true, hideFooter: false, query: [], ...extra });
const label = (en_us: string, zh_cn: string, zh_hk: string) => ({ en_us, zh_cn, zh_hk });

const marketing: TableManifest = {
  remote: 'marketing',
  mount: 'lang',
  langs: ['en_us', 'zh_cn', 'zh_hk'],
  routes: [route(''), route('About', { query: ['id'] }), route('Contact'), route('PaymentManagement', { aliases: ['Payment&FX'] }), route('404', { indexable: false })],
  nav: [
    { group: 'company', order: 20, path: 'Contact', label: label('Contact Us', '联系我们', '聯絡我們') },
    { group: 'company', order: 10, path: 'About', label: label('About Us', '关于我们', '關於我們') },
    { group: 'footerAbout', order: 20, path: 'About?id=2', label: label('Milestones', '发展历程', '發展歷程') },
  ],
};
const docs: TableManifest = {
  remote: 'docs',
  mount: 'lang',
  langs: ['en_us', 'zh_cn', 'zh_hk'],
  routes: [route('docs', { prefix: true, hideFooter: true }), route('developerTools', { hideFooter: true })],
  nav: [{ group: 'support', order: 10, path: 'docs', label: label('User Guide', '用户指南', '用戶指南') }],
};
const microSite: TableManifest = { remote: 'exportdrawback', mount: '/exportdrawback', langs: ['zh_cn'], routes: [route(''), route('FixPrice')], siteTitle: { zh_cn: '信风出口退税' } };
const { table, conflicts } = buildRouteTable([marketing, docs, microSite]);

describe('the route table, built from the remotes\' manifests', () => {
  it('finds every page a remote publishes, and sends each to its remote', () => {
    for (const path of ['/', '/About', '/Contact', '/developerTools', '/404']) expect(matchRoute(path, table).kind).toBe('route');
    const article = matchRoute('/docs/create-a-payout', table);
    expect(article).toMatchObject({ kind: 'route', path: '/docs/create-a-payout', route: { remote: 'docs', hideFooter: true } });
    expect(conflicts).toEqual([]);
  });

  it('redirects a route\'s alias and other letter cases to the canonical path', () => {
    expect(matchRoute('/Payment&FX', table)).toEqual({ kind: 'redirect', to: '/PaymentManagement' });
    expect(matchRoute('/Payment%26FX', table)).toEqual({ kind: 'redirect', to: '/PaymentManagement' });
    expect(matchRoute('/contact', table)).toEqual({ kind: 'redirect', to: '/Contact' });
  });

  it('treats unknown paths, children of leaf pages and an object\'s inherited names as unknown', () => {
    expect(matchRoute('/nowhere', table)).toEqual({ kind: 'unknown' });
    expect(matchRoute('/Contact/extra', table)).toEqual({ kind: 'unknown' });
    expect(matchRoute('/%E0%A4%A', table)).toEqual({ kind: 'unknown' });
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) expect(matchRoute(`/${name}`, table)).toEqual({ kind: 'unknown' });
    expect(ownEntry(table.outside, 'constructor')).toBeUndefined();
  });

  it('mounts a remote at its own path as a site of its own, in its language, with its own name', () => {
    expect(table.outside).toEqual({ exportdrawback: { remote: 'exportdrawback', lang: 'zh_cn', title: '信风出口退税' } });
  });

  it('puts each remote\'s links in the header and footer groups it names, in their order', () => {
    expect(navGroup(table, 'company').map((entry) => [entry.to, entry.label.zh_hk])).toEqual([
      ['/About', '關於我們'],
      ['/Contact', '聯絡我們'],
    ]);
    expect(navGroup(table, 'footerAbout').map((entry) => entry.to)).toEqual(['/About?id=2']);
    expect(navGroup(table, 'support').map((entry) => [entry.remote, entry.to])).toEqual([['docs', '/docs']]);
  });

  it('keeps an address two remotes claim with the first in remotes.json, and reports the later claim', () => {
    const careers: TableManifest = {
      remote: 'careers',
      mount: 'lang',
      langs: ['en_us'],
      routes: [route('Careers'), route('about')],
      nav: [{ group: 'company', order: 5, path: 'about', label: { en_us: 'Our story' } }],
    };
    const withCareers = buildRouteTable([marketing, careers]);
    expect(withCareers.conflicts).toEqual([{ space: 'lang', segment: 'about', owner: 'marketing', refused: 'careers' }]);
    expect(matchRoute('/About', withCareers.table)).toMatchObject({ kind: 'route', route: { remote: 'marketing' } });
    expect(matchRoute('/Careers', withCareers.table)).toMatchObject({ kind: 'route', route: { remote: 'careers' } });
    // The refused route's link is left out too: it would lead to the other remote's page.
    expect(navGroup(withCareers.table, 'company').map((entry) => entry.label.en_us)).toEqual(['About Us', 'Contact Us']);
  });
});
