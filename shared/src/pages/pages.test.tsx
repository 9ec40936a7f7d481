import { setImmediate } from 'node:timers';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Outlet, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { answeredWithOutcome, createHydrationHarness } from '@site/shared/testing';
import { createI18n, useTranslation } from '@site/shared/i18n';
import { createParcel, parcelElement, type ParcelDefinition, type RemoteProps } from '@site/shared/parcel';
import { defineServerRemote } from '@site/shared/parcel/server';
import { createRoot } from 'react-dom/client';
import { apiContext, browserOnly, definePages, defineRegion, isBrowserOnlyPending, langContext, servedInTime, useRemoteProps, type BrowserOnlyPending, type PageModule } from '.';

// The build renders with react-dom/server's Node build; jsdom would pick the browser build.
jest.mock('react-dom/server', () => jest.requireActual('react-dom/server.node'));
Object.assign(globalThis, { setImmediate });

const i18n = createI18n({
  ns: ['routes'],
  resources: { en: { routes: { home: { title: 'Home', description: 'The home page.' }, ask: { title: 'Ask', description: 'Ask us.', nav: 'Ask us' } } } },
});

/** Where the api was asked for, by which client: the address it reached. */
const asked: string[] = [];

const home: PageModule = {
  handle: { head: { key: 'home' }, indexable: true },
  loader: ({ context }: LoaderFunctionArgs) => {
    asked.push(context.get(apiContext).address('/api/rates'));
    return { rate: 7.1 };
  },
  default: function Home({ lang }: RemoteProps) {
    const { rate } = useLoaderData<{ rate: number }>();
    return (
      <h1>
        {lang} {rate}
      </h1>
    );
  },
};

const saved: PageModule = {
  handle: { head: { key: 'ask' }, nav: [{ group: 'support', order: 10 }] },
  loader: browserOnly(async () => ({ flag: 'from the browser' })),
  action: async ({ request, context }: ActionFunctionArgs) => {
    const fields = await request.formData();
    // A step done: the visitor goes on to the next page.
    if (fields.get('then') === 'home') throw redirect('/?from=ask');
    asked.push(context.get(apiContext).address('/api/ask'));
    return { values: { name: String(fields.get('name')) }, errors: {}, sent: true };
  },
  default: function Ask() {
    const data = useLoaderData<{ flag: string } | { browserOnly: true }>();
    const outcome = useActionData<{ values: { name: string } }>();
    return (
      <section>
        <h1>Ask</h1>
        <p>{isBrowserOnlyPending(data) ? 'loading' : data.flag}</p>
        {outcome && <p>thanks {outcome.values.name}</p>}
      </section>
    );
  },
};

const pages = definePages(
  [
    { id: 'home', path: '/', chunk: 'page-home', load: async () => home },
    { id: 'ask', path: '/Ask', chunk: 'page-ask', load: async () => saved, live: true },
  ],
  { unknown: { redirectTo: '/' } },
);
const definition: ParcelDefinition = { i18n, pages };
const remote = defineServerRemote({ name: 'example', definition, mount: 'lang', langs: ['en_us'] });
const { render, hydrate, cleanup } = createHydrationHarness(remote, definition);

beforeEach(() => {
  asked.length = 0;
});
afterEach(cleanup);

describe('a remote of pages (definePages)', () => {
  it('publishes its routes from the list and each page’s handle', async () => {
    await expect(remote.listRoutes()).resolves.toEqual([
      { path: '', key: 'home', indexable: true, chunks: ['page-home'] },
      { path: 'Ask', key: 'ask', indexable: false, chunks: ['page-ask'], nav: [{ group: 'support', order: 10 }], live: true },
    ]);
  });

  it('renders a page on the server with its loader’s data, through a client of the render’s own', async () => {
    const built = await remote.render('en_us', '/');
    expect(built.html).toContain('<h1>en_us<!-- --> <!-- -->7.1</h1>');
    const live = await remote.render('en_us', '/', { apiUrl: 'http://127.0.0.1:3100' });
    expect(live.html).toContain('7.1');
    // At build time no api is reachable; per request the api's own address.
    expect(asked).toEqual(['/api/rates', 'http://127.0.0.1:3100/api/rates']);
  });

  it('writes the loaders’ data into the HTML, which the browser hydrates without a difference', async () => {
    const html = await render('en_us', '/');
    expect(html).toContain('data-server-data');
    await expect(hydrate(html, 'en_us', '/')).resolves.toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('en_us 7.1');
    // Hydrated from the served data: the loader did not run again in the browser.
    expect(asked).toEqual(['/api/rates']);
  });

  it('loads data only the browser knows after hydrating its loading state', async () => {
    const html = await render('en_us', '/Ask');
    expect(html).toContain('<p>loading</p>');
    await expect(hydrate(html, 'en_us', '/Ask')).resolves.toEqual([]);
    expect(await screen.findByText('from the browser')).toBeInTheDocument();
  });

  it('runs a form posted without JavaScript through the page’s action, and renders the page with its outcome', async () => {
    const posted = answeredWithOutcome(await remote.action({ lang: 'en_us', path: '/Ask', query: {}, fields: { _form: ['ask'], name: ['Mei'] }, apiUrl: 'http://127.0.0.1:3100', forwardedFor: '203.0.113.7' }));
    expect(posted).toEqual({ status: 200, outcome: { values: { name: 'Mei' }, errors: {}, sent: true } });
    expect(asked).toEqual(['http://127.0.0.1:3100/api/ask']);
    const page = await remote.render('en_us', '/Ask', { apiUrl: 'http://127.0.0.1:3100', data: { 'form:ask': posted.outcome } });
    expect(page.html).toContain('thanks <!-- -->Mei');
    // A page without an action takes no form.
    await expect(remote.action({ lang: 'en_us', path: '/', query: {}, fields: {}, apiUrl: 'http://127.0.0.1:3100', forwardedFor: '203.0.113.7' })).resolves.toBeUndefined();
  });

  it('answers a post whose action sends the visitor on with where to, below the remote’s mount, and sends nothing', async () => {
    const posted = await remote.action({ lang: 'en_us', path: '/Ask', query: {}, fields: { _form: ['ask'], name: ['Mei'], then: ['home'] }, apiUrl: 'http://127.0.0.1:3100', forwardedFor: '203.0.113.7' });
    expect(posted).toEqual({ redirect: '/?from=ask' });
    expect(asked).toEqual([]);
  });

  it('follows a new path prop, and moves the shell’s address where a path is no page (replacing it)', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const navigate = jest.fn();
    const props: RemoteProps = { lang: 'en_us', path: '/nowhere', query: {}, navigate, setTitle: jest.fn() };
    const root = createRoot(host);
    await act(async () => root.render(parcelElement(definition, props)));
    await act(async () => undefined);
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    await act(async () => root.render(parcelElement(definition, { ...props, path: '/' })));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('en_us 7.1');
    await act(async () => root.render(parcelElement(definition, { ...props, path: '/Ask' })));
    expect(await screen.findByText('from the browser')).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });

  it('runs the loaders again in the new language when the shell changes the page’s language', async () => {
    const inLang: PageModule = {
      handle: { head: { key: 'home' } },
      loader: ({ context }: LoaderFunctionArgs) => ({ label: context.get(langContext) === 'zh_cn' ? '企业类型' : 'Business types' }),
      default: function Labelled() {
        return <h1>{useLoaderData<{ label: string }>().label}</h1>;
      },
    };
    const labelled: ParcelDefinition = { i18n, pages: definePages([{ id: 'labelled', path: '/', chunk: 'page-labelled', load: async () => inLang }]) };
    const host = document.createElement('div');
    document.body.append(host);
    const props: RemoteProps = { lang: 'en_us', path: '/', query: {}, navigate: jest.fn(), setTitle: jest.fn() };
    const root = createRoot(host);
    await act(async () => root.render(parcelElement(labelled, props)));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Business types');
    await act(async () => root.render(parcelElement(labelled, { ...props, lang: 'zh_cn' })));
    expect(await screen.findByRole('heading', { level: 1, name: '企业类型' })).toBeInTheDocument();
    expect(props.navigate).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  describe('mounted without served data, as after a move within the site (no act: the browser’s scheduling)', () => {
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    beforeEach(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false }));
    afterEach(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: actEnvironment }));

    const mount = async (path: string) => {
      const domElement = document.createElement('div');
      document.body.append(domElement);
      const navigate = jest.fn();
      const parcel = createParcel(definition);
      const props = { lang: 'en_us' as const, path, query: {}, navigate, setTitle: jest.fn(), domElement };
      await (parcel.mount as (props: unknown) => Promise<void>)(props);
      return { navigate, domElement, unmount: () => (parcel.unmount as (props: unknown) => Promise<void>)(props) };
    };

    it('ends the loads of a parcel that unmounts before they answer', async () => {
      const signals: AbortSignal[] = [];
      const slow: PageModule = {
        handle: { head: { key: 'home' } },
        loader: ({ request }: LoaderFunctionArgs) => {
          signals.push(request.signal);
          return new Promise<never>(() => undefined);
        },
        default: () => <h1>Never shown</h1>,
      };
      const parcel = createParcel({ i18n, pages: definePages([{ id: 'slow', path: '/', chunk: 'page-slow', load: async () => slow }], { unknown: { redirectTo: '/' } }) });
      const domElement = document.createElement('div');
      document.body.append(domElement);
      const props = { lang: 'en_us' as const, path: '/', query: {}, navigate: jest.fn(), setTitle: jest.fn(), domElement };
      await (parcel.mount as (props: unknown) => Promise<void>)(props);
      await waitFor(() => expect(signals).toHaveLength(1));
      expect(signals[0]?.aborted).toBe(false);
      await (parcel.unmount as (props: unknown) => Promise<void>)(props);
      await waitFor(() => expect(signals[0]?.aborted).toBe(true));
      domElement.remove();
    });

    it('runs the first page’s loader and shows the page', async () => {
      const { navigate, unmount } = await mount('/');
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('en_us 7.1');
      expect(asked).toEqual(['/api/rates']);
      expect(navigate).not.toHaveBeenCalled();
      await unmount();
    });

    it('moves the shell’s address from a path that is no page, once', async () => {
      const { navigate, unmount } = await mount('/nowhere');
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('en_us 7.1');
      expect(navigate).toHaveBeenCalledTimes(1);
      await unmount();
    });
  });
});

describe('a remote of pages drawn inside its own layout, whose unknown paths show its not-found page', () => {
  function Layout() {
    const { lang } = useRemoteProps();
    return (
      <div data-testid="layout" lang={lang}>
        <header>Micro-site</header>
        <main>
          <Outlet />
        </main>
      </div>
    );
  }
  const notFound: PageModule = { handle: { head: { key: 'home' } }, default: () => <h1>Not found</h1> };
  /** How many of the next loads of the rates page's chunk fail, as a chunk that did not arrive (ChunkLoadError). */
  let failingLoads = 0;
  const rates: PageModule = { handle: { head: { key: 'home' } }, default: () => <h1>Rates</h1> };
  const loadRates = async (): Promise<PageModule> => {
    if (failingLoads === 0) return rates;
    failingLoads -= 1;
    throw new Error('Loading chunk page-rates failed.');
  };
  const microPages = definePages(
    [
      { id: 'home', path: '/', chunk: 'page-home', load: async () => home },
      { id: 'ask', path: '/Ask', chunk: 'page-ask', load: async () => saved },
      { id: 'rates', path: '/Rates', chunk: 'page-rates', load: loadRates },
      { id: 'notFound', path: '/404', chunk: 'page-not-found', load: async () => notFound, notFound: true },
    ],
    { unknown: { show: 'notFound' }, layout: Layout },
  );
  const siteDefinition: ParcelDefinition = { i18n, pages: microPages };
  const siteRemote = defineServerRemote({ name: 'micro', definition: siteDefinition, mount: '/micro', langs: ['en_us'] });
  const site = createHydrationHarness(siteRemote, siteDefinition);
  afterEach(() => site.cleanup());

  it('lists only its pages, renders each inside the layout on the server, and hydrates both', async () => {
    await expect(siteRemote.listRoutes()).resolves.toEqual([
      { path: '', key: 'home', indexable: true, chunks: ['page-home'] },
      { path: 'Ask', key: 'ask', indexable: false, chunks: ['page-ask'], nav: [{ group: 'support', order: 10 }] },
      { path: 'Rates', key: 'home', indexable: false, chunks: ['page-rates'] },
      { path: '404', key: 'home', indexable: false, chunks: ['page-not-found'], notFound: true },
    ]);
    expect(await site.render('en_us', '/404')).toContain('<main><h1>Not found</h1></main>');
    const html = await site.render('en_us', '/');
    expect(html).toMatch(/<header>Micro-site<\/header><main><h1>en_us<!-- --> <!-- -->7.1<\/h1><\/main>/);
    // The browser's router hydrates the layout and the page from the served data.
    await expect(site.hydrate(html, 'en_us', '/')).resolves.toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('en_us 7.1');
    expect(asked).toEqual(['/api/rates']);
  });

  it('shows the not-found page under an unknown address, keeps the layout as the visitor moves, and sends another letter case to the page', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const navigate = jest.fn();
    const props: RemoteProps = { lang: 'en_us', path: '/nowhere', query: {}, navigate, setTitle: jest.fn() };
    const root = createRoot(host);
    await act(async () => root.render(parcelElement(siteDefinition, props)));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Not found');
    expect(screen.getByRole('banner')).toHaveTextContent('Micro-site');
    const layout = screen.getByTestId('layout');
    // The address as typed stays.
    expect(navigate).not.toHaveBeenCalled();
    await act(async () => root.render(parcelElement(siteDefinition, { ...props, path: '/' })));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('en_us 7.1');
    expect(screen.getByTestId('layout')).toBe(layout);
    await act(async () => root.render(parcelElement(siteDefinition, { ...props, path: '/ask/', query: { channelId: '7' } })));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/Ask?channelId=7', { replace: true }));
    expect(await screen.findByText('from the browser')).toBeInTheDocument();
    expect(screen.getByTestId('layout')).toBe(layout);
    act(() => root.unmount());
  });

  it('shows Retry where a page that failed to load goes, the layout kept, and loads it on Retry', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const props: RemoteProps = { lang: 'en_us', path: '/', query: {}, navigate: jest.fn(), setTitle: jest.fn() };
    const root = createRoot(host);
    await act(async () => root.render(parcelElement(siteDefinition, props)));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('en_us 7.1');
    const layout = screen.getByTestId('layout');
    failingLoads = 1;
    await act(async () => root.render(parcelElement(siteDefinition, { ...props, path: '/Rates' })));
    const failed = await screen.findByRole('alert');
    expect(screen.getByRole('main')).toContainElement(failed);
    expect(screen.getByTestId('layout')).toBe(layout);
    await act(async () => within(failed).getByRole('button').click());
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Rates');
    expect(screen.getByRole('banner')).toHaveTextContent('Micro-site');
    act(() => root.unmount());
  });

  it('draws the layout with Retry where the page goes when the first page’s chunk fails, and loads it on Retry', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const props: RemoteProps = { lang: 'en_us', path: '/Rates', query: {}, navigate: jest.fn(), setTitle: jest.fn() };
    const root = createRoot(host);
    // Before the router starts, and once more when it asks again.
    failingLoads = 2;
    await act(async () => root.render(parcelElement(siteDefinition, props)));
    const failed = await screen.findByRole('alert');
    expect(screen.getByRole('main')).toContainElement(failed);
    expect(screen.getByRole('banner')).toHaveTextContent('Micro-site');
    await act(async () => within(failed).getByRole('button').click());
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Rates');
    act(() => root.unmount());
  });
});

describe('renders of one remote side by side', () => {
  const strings = createI18n({ ns: ['page'], resources: { en: { page: { hello: 'Hello' } }, 'zh-CN': { page: { hello: '你好' } }, 'zh-HK': { page: { hello: '您好' } } } });
  const hello: PageModule = {
    handle: { head: { key: 'home' } },
    // Slow enough that every render is under way before the first one draws its page.
    loader: () => new Promise((resolve) => setTimeout(() => resolve(null), 20)),
    default: function Hello() {
      const { t } = useTranslation('page');
      return <h1>{t('hello')}</h1>;
    },
  };
  const sideBySide = defineServerRemote({
    name: 'hello',
    definition: { i18n: strings, pages: definePages([{ id: 'hello', path: '/', chunk: 'page-hello', load: async () => hello }], { unknown: { redirectTo: '/' } }) },
    mount: 'lang',
    langs: ['en_us', 'zh_cn', 'zh_hk'],
  });

  it('renders each page in its own language, with the namespaces it used, while others render in other languages', async () => {
    const langs = ['zh_cn', 'en_us', 'zh_hk', 'en_us', 'zh_cn'] as const;
    const pages = await Promise.all(langs.map((lang) => sideBySide.render(lang, '/', { apiUrl: 'http://127.0.0.1:3100' })));
    expect(pages.map((page) => /<h1>([^<]*)<\/h1>/.exec(page.html)?.[1])).toEqual(['你好', 'Hello', '您好', 'Hello', '你好']);
    expect(pages.map((page) => page.namespaces)).toEqual(langs.map(() => ['page']));
  });
});

describe('a region other pages embed (defineRegion)', () => {
  /** What the region's loader was asked for, by path. */
  const loaded: string[] = [];
  const widget = defineRegion('rateWidget', {
    loader: ({ request }: LoaderFunctionArgs) => {
      loaded.push(new URL(request.url).pathname);
      return { rate: 7.1 };
    },
    default: function Widget({ query }: RemoteProps) {
      const { rate } = useLoaderData<{ rate: number }>();
      return (
        <section aria-label="Rates">
          {query.variant ?? 'home'} {rate}
        </section>
      );
    },
  });
  const regionDefinition: ParcelDefinition = { i18n, pages: widget };
  const regionRemote = defineServerRemote({ name: 'fx', definition: regionDefinition, mount: 'lang', langs: ['en_us'] });
  const region = createHydrationHarness(regionRemote, regionDefinition);
  beforeEach(() => {
    loaded.length = 0;
  });
  afterEach(() => region.cleanup());

  it('adds nothing to routes.json', async () => {
    await expect(regionRemote.listRoutes()).resolves.toEqual([]);
    expect(widget.entries).toEqual([]);
  });

  it('renders with its loader’s data wherever its host mounts it, and hydrates without asking again', async () => {
    const onHome = await regionRemote.render('en_us', '/', { query: { variant: 'payment' }, apiUrl: 'http://127.0.0.1:3100' });
    expect(onHome.html).toContain('<section aria-label="Rates">payment<!-- --> <!-- -->7.1</section>');
    expect((await regionRemote.render('en_us', '/PaymentManagement')).html).toContain('7.1');
    expect(loaded).toEqual(['/', '/PaymentManagement']);
    const html = await region.render('en_us', '/');
    await expect(region.hydrate(html, 'en_us', '/')).resolves.toEqual([]);
    expect(screen.getByRole('region', { name: 'Rates' })).toHaveTextContent('home 7.1');
    expect(loaded).toEqual(['/', '/PaymentManagement', '/']);
  });

  it('refuses an id the page contract uses', () => {
    expect(() => defineRegion('layout', { default: () => null })).toThrow('A region cannot have the id "layout", which the page contract uses.');
  });
});

describe('a loader the site’s server serves when the api answers in time (servedInTime)', () => {
  /** How the next load answers: its rate, after `ms`, or a failure; and the signal each load was given. */
  let next: { rate: number; ms: number } | 'fail' = { rate: 7.1, ms: 0 };
  const signals: AbortSignal[] = [];
  const latest = defineRegion('latest', {
    loader: servedInTime(async ({ request }: LoaderFunctionArgs) => {
      signals.push(request.signal);
      const now = next;
      if (now === 'fail') throw new Error('the api is down');
      await new Promise((resolve) => setTimeout(resolve, now.ms));
      return { rate: now.rate };
    }),
    default: function Latest() {
      const data = useLoaderData<{ rate: number } | BrowserOnlyPending>();
      return <p aria-busy={isBrowserOnlyPending(data)}>{isBrowserOnlyPending(data) ? 'Loading rates…' : `Latest ${data.rate}`}</p>;
    },
  });
  const latestDefinition: ParcelDefinition = { i18n, pages: latest };
  const latestRemote = defineServerRemote({ name: 'fx', definition: latestDefinition, mount: 'lang', langs: ['en_us'] });
  const live = (loadTimeoutMs = 200) => latestRemote.render('en_us', '/', { apiUrl: 'http://127.0.0.1:3100', loadTimeoutMs });
  const harness = createHydrationHarness(latestRemote, latestDefinition);
  beforeEach(() => {
    next = { rate: 7.1, ms: 0 };
    signals.length = 0;
  });
  afterEach(() => harness.cleanup());

  it('serves the data that came in time, a complete render', async () => {
    const page = await live();
    expect(page.html).toContain('Latest 7.1');
    expect(page.incomplete).toBeUndefined();
  });

  it('serves the loading state for a late or failed load, says the render is incomplete, and ends the late request', async () => {
    next = { rate: 7.2, ms: 500 };
    const late = await live(20);
    expect(late.html).toContain('Loading rates…');
    expect(late.incomplete).toBe(true);
    expect(signals[0]?.aborted).toBe(true);
    next = 'fail';
    const failed = await live();
    expect(failed.html).toContain('Loading rates…');
    expect(failed.incomplete).toBe(true);
  });

  it('loads nothing at build time, and the browser loads it after hydrating the loading state', async () => {
    const html = await harness.render('en_us', '/');
    expect(html).toContain('Loading rates…');
    expect(signals).toEqual([]);
    await expect(harness.hydrate(html, 'en_us', '/')).resolves.toEqual([]);
    expect(await screen.findByText('Latest 7.1')).toBeInTheDocument();
  });
});

describe('a remote whose pages below a prefix are published one by one (help articles), some shown at unlisted paths', () => {
  const article: PageModule = {
    handle: { head: { key: 'home' } },
    loader: ({ params }: LoaderFunctionArgs) => ({ name: params['name'] ?? '' }),
    default: function Article() {
      const { name } = useLoaderData<{ name: string }>();
      return <h1>Article {name}</h1>;
    },
  };
  const reference: PageModule = {
    handle: { head: { key: 'ask' }, indexable: true },
    loader: () => ({ spec: 'openapi' }),
    default: function Reference() {
      const { spec } = useLoaderData<{ spec: string }>();
      return <h1>Reference {spec}</h1>;
    },
  };
  const notFound: PageModule = { handle: { head: { key: 'home' } }, default: () => <h1>Not found</h1> };
  const helpPages = definePages(
    [
      { id: 'docs', path: '/docs', chunk: 'docs', load: async () => home, prefix: true, unlisted: { pages: ['*open-ai*'], show: 'reference' } },
      { id: 'article', path: '/docs/:name', chunk: 'docs', load: async () => article },
      { id: 'reference', path: '/developerTools', chunk: 'reference', load: async () => reference, live: true },
      { id: 'notFound', path: '/docs/404', chunk: 'docs', load: async () => notFound, notFound: true },
    ],
    { unknown: { show: 'notFound' } },
  );
  const helpDefinition: ParcelDefinition = { i18n, pages: helpPages };
  const helpRemote = defineServerRemote({ name: 'help', definition: helpDefinition, mount: 'lang', langs: ['en_us'] });
  const help = createHydrationHarness(helpRemote, helpDefinition);
  afterEach(() => help.cleanup());

  it('publishes the prefix page with its unlisted pages, and not the dynamic segment’s route', async () => {
    await expect(helpRemote.listRoutes()).resolves.toEqual([
      { path: 'docs', key: 'home', indexable: true, chunks: ['docs'], prefix: true, unlistedPages: ['*open-ai*'] },
      { path: 'developerTools', key: 'ask', indexable: true, chunks: ['reference'], live: true },
      { path: 'docs/404', key: 'home', indexable: false, chunks: ['docs'], notFound: true },
    ]);
  });

  it('renders a page of the dynamic segment, and the unlisted page at its paths in any letter case and depth', async () => {
    expect((await helpRemote.render('en_us', '/docs/create-a-payout')).html).toContain('<h1>Article <!-- -->create-a-payout</h1>');
    expect((await helpRemote.render('en_us', '/docs/open-ai')).html).toContain('<h1>Reference <!-- -->openapi</h1>');
    expect((await helpRemote.render('en_us', '/docs/guides/Open-AI-reference')).html).toContain('<h1>Reference <!-- -->openapi</h1>');
    expect((await helpRemote.render('en_us', '/docs/a/b')).html).toContain('<h1>Not found</h1>');
    expect((await helpRemote.render('en_us', '/docs/404')).html).toContain('<h1>Not found</h1>');
  });

  it('hydrates the unlisted page under its address, and moves from it to an article', async () => {
    const html = await help.render('en_us', '/docs/open-ai');
    await expect(help.hydrate(html, 'en_us', '/docs/open-ai')).resolves.toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reference openapi');
    const host = document.createElement('div');
    document.body.append(host);
    const navigate = jest.fn();
    const props: RemoteProps = { lang: 'en_us', path: '/docs/x/open-ai', query: {}, navigate, setTitle: jest.fn() };
    const root = createRoot(host);
    await act(async () => root.render(parcelElement(helpDefinition, props)));
    expect(await within(host).findByRole('heading', { level: 1 })).toHaveTextContent('Reference openapi');
    await act(async () => root.render(parcelElement(helpDefinition, { ...props, path: '/docs/kyc' })));
    expect(await within(host).findByRole('heading', { level: 1 })).toHaveTextContent('Article kyc');
    expect(navigate).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it('refuses a dynamic segment with no prefix page above it', () => {
    expect(() => definePages([{ id: 'article', path: '/docs/:name', chunk: 'docs', load: async () => article }])).toThrow(/no prefix page above it/);
  });
});
