import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { createI18n } from '@site/shared/i18n';
import { createParcel, parcelElement } from './create-parcel';
import { clearServerFragments, collectServerFragments, setServerFragment } from './fragment';
import { reloadRemote, watchServerStylesheets } from './remote-registry';
import { RemoteParcel } from './remote-parcel';
import type { RemoteProps } from './types';

const i18n = createI18n({ ns: ['test'], resources: { en: { test: {} } } });
const noop = () => undefined;
const baseProps = { lang: 'en_us' as const, query: {}, navigate: noop, setTitle: noop };

let broken = false;
const mounted: string[] = [];
function Page({ path }: RemoteProps) {
  useEffect(() => {
    mounted.push(path);
    return () => {
      mounted.push(`left ${path}`);
    };
  }, [path]);
  if (broken) throw new Error('render failure');
  return <h1>Page {path}</h1>;
}
const parcel = createParcel({ Root: Page, i18n });

beforeEach(() => {
  broken = false;
  mounted.length = 0;
  jest.spyOn(console, 'error').mockImplementation(noop);
});
afterEach(() => jest.restoreAllMocks());

describe('RemoteParcel', () => {
  it('mounts the remote parcel with the mount-contract props', async () => {
    render(<RemoteParcel id="marketing/Pages" load={async () => parcel} path="/About" {...baseProps} />);
    expect(await screen.findByRole('heading', { name: 'Page /About' })).toBeInTheDocument();
  });

  it('shows a region error with Retry when the remote cannot be loaded, and loads it on Retry', async () => {
    let up = false;
    const load = jest.fn(async () => {
      if (!up) throw new Error('ChunkLoadError');
      return parcel;
    });
    render(<RemoteParcel id="marketing/Pages" load={load} path="/Contact" {...baseProps} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be loaded.');
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Page /Contact' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a render failure inside the region, and Retry renders again', async () => {
    broken = true;
    render(
      <>
        <p>Header stays</p>
        <RemoteParcel id="marketing/Pages" load={async () => parcel} path="/About" {...baseProps} />
      </>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByText('Header stays')).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Page /About' })).toBeInTheDocument();
  });

  it('updates the mounted parcel when the path changes, without mounting it again', async () => {
    const load = jest.fn(async () => parcel);
    const view = render(<RemoteParcel id="marketing/Pages" load={load} path="/About" {...baseProps} />);
    await screen.findByRole('heading', { name: 'Page /About' });
    view.rerender(<RemoteParcel id="marketing/Pages" load={load} path="/Contact" {...baseProps} />);
    expect(await screen.findByRole('heading', { name: 'Page /Contact' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends props that changed while the parcel was still mounting', async () => {
    let release: () => void = noop;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowParcel = { ...parcel, mount: async (props: never) => { await gate; return (parcel.mount as (p: never) => Promise<unknown>)(props); } };
    const load = async () => slowParcel as typeof parcel;
    const view = render(<RemoteParcel id="marketing/Pages" load={load} path="/About" {...baseProps} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    view.rerender(<RemoteParcel id="marketing/Pages" load={load} path="/Contact" {...baseProps} />);
    release();
    expect(await screen.findByRole('heading', { name: 'Page /Contact' })).toBeInTheDocument();
  });

  it('unmounts the parcel when the region goes away', async () => {
    const view = render(<RemoteParcel id="marketing/Pages" load={async () => parcel} path="/About" {...baseProps} />);
    await screen.findByRole('heading', { name: 'Page /About' });
    await act(async () => view.unmount());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(mounted).toContain('left /About');
  });

  describe('a remote that is slow to answer', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    /** A load that answers only when told to. */
    function pendingLoads() {
      const answers: (() => void)[] = [];
      const load = jest.fn(() => new Promise<typeof parcel>((resolve) => answers.push(() => resolve(parcel))));
      return { load, answer: (index: number) => answers[index]?.() };
    }

    it('says it is still loading after 8 s and offers Retry, which loads afresh', async () => {
      const { load, answer } = pendingLoads();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<RemoteParcel id="marketing/Pages" load={load} path="/Contact" {...baseProps} />);
      await act(async () => jest.advanceTimersByTime(7_900));
      expect(screen.queryByText('Still loading…')).not.toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(200));
      expect(screen.getByRole('status')).toHaveTextContent('Still loading…');
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(load).toHaveBeenCalledTimes(2);
      expect(screen.queryByText('Still loading…')).not.toBeInTheDocument();
      await act(async () => answer(1));
      expect(await screen.findByRole('heading', { name: 'Page /Contact' })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    });

    it('keeps loading meanwhile: the region appears when the first load answers', async () => {
      const { load, answer } = pendingLoads();
      render(<RemoteParcel id="marketing/Pages" load={load} path="/About" {...baseProps} />);
      await act(async () => jest.advanceTimersByTime(20_000));
      expect(screen.getByRole('status')).toHaveTextContent('Still loading…');
      await act(async () => answer(0));
      expect(await screen.findByRole('heading', { name: 'Page /About' })).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(1);
    });
  });

  describe('a region the server rendered', () => {
    /** The page as the shell's server sends it: the region around the remote's fragment for `path`. */
    let container: HTMLElement | undefined;
    afterEach(() => {
      container?.remove();
      container = undefined;
    });

    function servedPage(path: string, fragmentFor: string): HTMLElement {
      // The remote's fragment, rendered from the parcel's own element as its build does.
      const fragment = renderToString(parcelElement({ Root: Page, i18n }, { ...baseProps, path: fragmentFor }));
      setServerFragment('marketing/Pages', { html: fragment, key: `en_us:${fragmentFor}` });
      const html = renderToString(<RemoteParcel id="marketing/Pages" load={async () => parcel} path={path} {...baseProps} />);
      clearServerFragments();
      container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      return container;
    }

    it('shows the page at once and hydrates it: the same element, no loading state, no warning', async () => {
      const page = servedPage('/About', '/About');
      const served = screen.getByRole('heading', { name: 'Page /About' });
      const errors = jest.mocked(console.error);
      errors.mockClear();
      collectServerFragments(page);
      const root = hydrateRoot(page, <RemoteParcel id="marketing/Pages" load={async () => parcel} path="/About" {...baseProps} />);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(mounted).toContain('/About');
      expect(screen.getByRole('heading', { name: 'Page /About' })).toBe(served);
      expect(errors).not.toHaveBeenCalled();
      await act(async () => root.unmount());
    });

    it('renders afresh when the visitor moved on before the code arrived', async () => {
      const page = servedPage('/Contact', '/About');
      collectServerFragments(page);
      const root = hydrateRoot(page, <RemoteParcel id="marketing/Pages" load={async () => parcel} path="/Contact" {...baseProps} />);
      expect(await screen.findByRole('heading', { name: 'Page /Contact' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Page /About' })).not.toBeInTheDocument();
      await act(async () => root.unmount());
    });
  });

  it('shows the region error when a stylesheet the server linked for the remote failed, and Retry loads it afresh', async () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = 'http://localhost:3001/page-contact.css';
    link.setAttribute('data-remote', 'marketing');
    document.head.append(link);
    // jsdom loads no stylesheet: the link has no sheet, as after a failed load.
    watchServerStylesheets();
    expect(link.isConnected).toBe(false);
    render(<RemoteParcel id="marketing/Pages" load={async () => parcel} path="/Contact" {...baseProps} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Page /Contact' })).toBeInTheDocument();
    reloadRemote('marketing');
  });
});
