import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createPageRouter, type PageLoader } from './create-page-router';
import { createPathResolver, type UnknownPathRule } from './resolve-path';

const chunkLoadError = () => Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
const page = (text: string): PageLoader<({ who }: { who?: string }) => ReactElement> =>
  jest.fn(async () => ({ default: ({ who }: { who?: string }) => <h1>{who ? `${text}, ${who}` : text}</h1> }));

type Key = 'home' | 'about' | 'notFound';

function setup(loaders: Partial<Record<Key, PageLoader>> = {}, unknown: UnknownPathRule<Key> = { show: 'notFound' }) {
  const pages = { home: page('Home'), about: page('About'), notFound: page('Not found'), ...loaders };
  const router = createPageRouter({ pages, resolve: createPathResolver<Key>({ paths: { home: '/', about: '/About', notFound: '/404' }, unknown }) });
  const onRedirect = jest.fn();
  const view = (path: string) => (
    <router.Outlet path={path} loading={<p>loading</p>} onRedirect={onRedirect}>
      {(key) => {
        const Page = router.pages[key];
        return <Page who="visitor" />;
      }}
    </router.Outlet>
  );
  return { pages, router, onRedirect, view };
}

describe('createPageRouter', () => {
  it('renders the page of the path with its props, loading its chunk on first render only', async () => {
    const { pages, view } = setup();
    const { rerender } = render(view('/About'));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'About, visitor' })).toBeInTheDocument();
    rerender(view('/'));
    expect(await screen.findByRole('heading', { name: 'Home, visitor' })).toBeInTheDocument();
    rerender(view('/About'));
    expect(screen.getByRole('heading', { name: 'About, visitor' })).toBeInTheDocument();
    expect(pages.about).toHaveBeenCalledTimes(1);
    expect(pages.notFound).not.toHaveBeenCalled();
  });

  it('shows the unknown-path page and leaves the address where the rule says so', async () => {
    const { onRedirect, view } = setup();
    render(view('/NoSuchPage'));
    expect(await screen.findByRole('heading', { name: 'Not found, visitor' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(onRedirect).not.toHaveBeenCalled();
  });

  it('moves the address once, after the page has been shown, where the path redirects', async () => {
    const { onRedirect, view } = setup({}, { show: 'home', redirectTo: '/' });
    render(view('/nope'));
    expect(onRedirect).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Home, visitor' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(onRedirect).toHaveBeenCalledTimes(1);
    expect(onRedirect).toHaveBeenCalledWith('/');
  });

  it('renders nothing while the address moves on, where the rule shows no page', async () => {
    const { onRedirect, view } = setup({}, { redirectTo: '/About' });
    const { container } = render(view('/nope'));
    expect(container).toBeEmptyDOMElement();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(onRedirect).toHaveBeenCalledWith('/About');
  });

  it('loads a failed chunk again on Retry, and keeps the pages that loaded', async () => {
    const about = jest
      .fn<ReturnType<PageLoader>, []>()
      .mockRejectedValueOnce(chunkLoadError())
      .mockResolvedValue({ default: () => <h1>About</h1> });
    const { pages, view } = setup({ about });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(view('/'));
    expect(await screen.findByRole('heading', { name: 'Home, visitor' })).toBeInTheDocument();
    rerender(view('/About'));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await act(async () => retry.click());
    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(about).toHaveBeenCalledTimes(2);
    rerender(view('/'));
    // The home page did not suspend again: it is there at once.
    expect(screen.getByRole('heading', { name: 'Home, visitor' })).toBeInTheDocument();
    expect(pages.home).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });

  it('preloads a chunk, and the render shares it', async () => {
    const { pages, router, view } = setup();
    router.preload('about');
    expect(pages.about).toHaveBeenCalledTimes(1);
    render(view('/About'));
    expect(await screen.findByRole('heading', { name: 'About, visitor' })).toBeInTheDocument();
  });
});
