import { setImmediate } from 'node:timers';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Outlet, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { createHydrationHarness } from '@site/shared/testing';
import { createI18n } from '@site/shared/i18n';
import { createParcel, parcelElement, type ParcelDefinition, type RemoteProps } from '@site/shared/parcel';
import { defineServerRemote } from '@site/shared/parcel/server';
import { createRoot } from 'react-dom/client';
import { apiContext, browserOnly, definePages, isBrowserOnlyPending, langContext, useRemoteProps, type PageModule } from '.';

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
    const posted = await remote.act?.('ask', { lang: 'en_us', path: '/Ask', query: {}, fields: { _form: ['ask'], name: ['Mei'] }, apiUrl: 'http://127.0.0.1:3100', forwardedFor: '203.0.113.7' });
    expect(posted).toEqual({ status: 200, outcome: { values: { name: 'Mei' }, errors: {}, sent: true } });
    expect(asked).toEqual(['http://127.0.0.1:3100/api/ask']);
    const page = await remote.render('en_us', '/Ask', { apiUrl: 'http://127.0.0.1:3100', data: { 'form:ask': posted?.outcome } });
    expect(page.html).toContain('thanks <!-- -->Mei');
    // A page without an action takes no form.
    await expect(remote.act?.('ask', { lang: 'en_us', path: '/', query: {}, fields: {}, apiUrl: 'http://127.0.0.1:3100', forwardedFor: '203.0.113.7' })).resolves.toBeUndefined();
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
  /** Whether the next load of the rates page's chunk fails, as a chunk that did not arrive (ChunkLoadError). */
  let failNextLoad = false;
  const rates: PageModule = { handle: { head: { key: 'home' } }, default: () => <h1>Rates</h1> };
  const loadRates = async (): Promise<PageModule> => {
    if (!failNextLoad) return rates;
    failNextLoad = false;
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
    failNextLoad = true;
    await act(async () => root.render(parcelElement(siteDefinition, { ...props, path: '/Rates' })));
    const failed = await screen.findByRole('alert');
    expect(screen.getByRole('main')).toContainElement(failed);
    expect(screen.getByTestId('layout')).toBe(layout);
    await act(async () => within(failed).getByRole('button').click());
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Rates');
    expect(screen.getByRole('banner')).toHaveTextContent('Micro-site');
    act(() => root.unmount());
  });
});
