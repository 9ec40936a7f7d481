import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
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
  const [more, setMore] = useState(false);
  if (broken) throw new Error('render failure');
  return (
    <>
      <h1>Page {path}</h1>
      {/* Works only once the page is live: hydrated or rendered by the parcel. */}
      <button type="button" onClick={() => setMore(true)}>
        More
      </button>
      {more && <p>More about {path}</p>}
    </>
  );
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

    /** Hydrates the served page as the shell's start-up does. */
    async function hydrate(page: HTMLElement, load: () => Promise<typeof parcel>, path = '/About') {
      collectServerFragments(page);
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        root = hydrateRoot(page, <RemoteParcel id="marketing/Pages" load={load} path={path} {...baseProps} />);
      });
      return () => act(async () => root?.unmount());
    }

    /** A load that fails until `state.up` is set. */
    function flakyLoad() {
      const state = { up: false };
      const load = jest.fn(async () => {
        if (!state.up) throw new Error('ChunkLoadError');
        return parcel;
      });
      return { state, load };
    }

    /** A stylesheet the server linked for marketing, failed (jsdom loads none: the link has no sheet). */
    function failStylesheet(href: string) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.setAttribute('data-remote', 'marketing');
      document.head.append(link);
      act(() => watchServerStylesheets());
    }

    /** What a visitor notices of a live page: its controls answer. */
    async function expectLive(user: ReturnType<typeof userEvent.setup>, path = '/About') {
      await user.click(screen.getByRole('button', { name: 'More' }));
      expect(await screen.findByText(`More about ${path}`)).toBeVisible();
    }

    it('keeps the served page readable when the scripts fail, with a notice; Retry hydrates that same page', async () => {
      const user = userEvent.setup();
      const page = servedPage('/About', '/About');
      const served = screen.getByRole('heading', { name: 'Page /About' });
      const { state, load } = flakyLoad();
      const unmount = await hydrate(page, load);

      expect(await screen.findByRole('status')).toHaveTextContent('Some interactive parts of this page could not be loaded.');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Page /About' })).toBe(served);
      expect(served).toBeVisible();
      // Served HTML, not live: its button does nothing yet.
      await user.click(screen.getByRole('button', { name: 'More' }));
      expect(screen.queryByText('More about /About')).not.toBeInTheDocument();

      state.up = true;
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
      await expectLive(user);
      // Hydrated, not rendered again beside or over it.
      expect(screen.getAllByRole('heading', { name: 'Page /About' })).toEqual([served]);
      expect(load).toHaveBeenCalledTimes(2);
      await unmount();
    });

    it('keeps the served page as it is when a stylesheet of the remote failed, and Retry hydrates it', async () => {
      const user = userEvent.setup();
      failStylesheet('http://localhost:3001/page-about.css');
      const page = servedPage('/About', '/About');
      const served = screen.getByRole('heading', { name: 'Page /About' });
      const load = jest.fn(async () => parcel);
      const unmount = await hydrate(page, load);

      expect(await screen.findByRole('status')).toHaveTextContent('Some interactive parts of this page could not be loaded.');
      // The scripts arrived, but the page is not handed to them without its styles: still the server's.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(load).toHaveBeenCalledTimes(1);
      await user.click(screen.getByRole('button', { name: 'More' }));
      expect(screen.queryByText('More about /About')).not.toBeInTheDocument();
      expect(served).toBeVisible();

      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
      await expectLive(user);
      expect(screen.getAllByRole('heading', { name: 'Page /About' })).toEqual([served]);
      await unmount();
    });

    it('keeps the live page when a stylesheet fails after it hydrated; Retry renders it once, afresh', async () => {
      const user = userEvent.setup();
      const page = servedPage('/About', '/About');
      const unmount = await hydrate(page, async () => parcel);
      await waitFor(() => expect(mounted).toContain('/About'));

      failStylesheet('http://localhost:3001/late.css');
      expect(await screen.findByRole('status')).toHaveTextContent('Some interactive parts of this page could not be loaded.');
      expect(screen.getByRole('heading', { name: 'Page /About' })).toBeVisible();

      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
      expect(await screen.findByRole('heading', { name: 'Page /About' })).toBeVisible();
      expect(screen.getAllByRole('heading', { name: 'Page /About' })).toHaveLength(1);
      await expectLive(user);
      await unmount();
    });

    it('shows the full error panel when the served page is of a route the visitor has left', async () => {
      const user = userEvent.setup();
      const page = servedPage('/Contact', '/About');
      const { state, load } = flakyLoad();
      const unmount = await hydrate(page, load, '/Contact');
      expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be loaded.');
      expect(screen.queryByRole('heading', { name: 'Page /About' })).not.toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      state.up = true;
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { name: 'Page /Contact' })).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Page /About' })).not.toBeInTheDocument();
      await unmount();
    });

    describe('whose scripts are slow', () => {
      beforeEach(() => jest.useFakeTimers());
      afterEach(() => jest.useRealTimers());

      /** A load that answers only when told to. */
      function pendingLoads() {
        const answers: (() => void)[] = [];
        const load = jest.fn(() => new Promise<typeof parcel>((resolve) => answers.push(() => resolve(parcel))));
        return { load, answer: (index: number) => act(async () => answers[index]?.()) };
      }

      it('says after 8 s, above the page, that its interactive parts are still loading; the page goes live when they arrive', async () => {
        const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
        const page = servedPage('/About', '/About');
        const served = screen.getByRole('heading', { name: 'Page /About' });
        const { load, answer } = pendingLoads();
        const unmount = await hydrate(page, load);
        await act(async () => jest.advanceTimersByTime(7_900));
        expect(screen.queryByRole('status')).not.toBeInTheDocument();
        await act(async () => jest.advanceTimersByTime(200));
        const notice = screen.getByRole('status');
        expect(notice).toHaveTextContent('Some interactive parts of this page are still loading.');
        expect(notice).toContainElement(screen.getByRole('button', { name: 'Try again' }));
        // The notice only: no spinner lies over the page, which is there to read.
        expect(screen.getAllByRole('status')).toEqual([notice]);
        expect(served).toBeVisible();

        await answer(0);
        await act(async () => jest.advanceTimersByTime(100));
        expect(screen.queryByRole('status')).not.toBeInTheDocument();
        await expectLive(user);
        expect(screen.getAllByRole('heading', { name: 'Page /About' })).toEqual([served]);
        expect(load).toHaveBeenCalledTimes(1);
        await unmount();
      });

      it('keeps the Retry button, busy and focused, while a retry loads, and says so', async () => {
        const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
        const page = servedPage('/About', '/About');
        const { load, answer } = pendingLoads();
        const unmount = await hydrate(page, load);
        await act(async () => jest.advanceTimersByTime(8_100));
        const button = screen.getByRole('button', { name: 'Try again' });
        await user.click(button);
        expect(load).toHaveBeenCalledTimes(2);
        expect(screen.getByRole('status')).toHaveTextContent('Loading the interactive parts of this page…');
        expect(screen.getByRole('button', { name: 'Try again' })).toBe(button);
        expect(button).toHaveAttribute('aria-busy', 'true');
        expect(button).toHaveFocus();
        // A second press while it loads starts nothing more.
        await user.click(button);
        expect(load).toHaveBeenCalledTimes(2);

        await answer(1);
        await act(async () => jest.advanceTimersByTime(100));
        expect(screen.queryByRole('status')).not.toBeInTheDocument();
        expect(screen.getAllByRole('heading', { name: 'Page /About' })).toHaveLength(1);
        await expectLive(user);
        await unmount();
      });
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
