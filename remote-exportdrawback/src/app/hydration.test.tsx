import { setImmediate } from 'node:timers';
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { parcelElement, type RemoteProps } from '@site/shared/parcel';
import { listBusinessTypes } from '../features/application/api/list-business-types';
import serverRemote from '../server-entry';
import { parcelDefinition } from './parcel';

/*
 * The build-time render's HTML (server-entry.tsx, as prerender.mjs asks for it) hydrated by the
 * browser with the parcel's own element: nothing may differ. Both run here in jsdom, so
 * server-entry.test.tsx is what shows the render needs no browser.
 */

// The build renders with react-dom/server's Node build; jsdom would pick the browser build, which
// has no renderToPipeableStream. That renderer schedules its work with setImmediate, which jsdom lacks.
jest.mock('react-dom/server', () => jest.requireActual('react-dom/server.node'));
jest.mock('../features/application/api/list-business-types', () => ({ listBusinessTypes: jest.fn() }));
jest.mocked(listBusinessTypes).mockResolvedValue([]);
Object.assign(globalThis, { setImmediate });

// The home page is a large tree: hydrating it is slow on a busy machine.
jest.setTimeout(30_000);

// Both of React's renderers run in this one process, which a page never does: React warns that
// they share the i18n provider's context. Any other error during hydration is a mismatch.
const TWO_RENDERERS = /Detected multiple renderers concurrently rendering the same context provider/;

let root: Root | undefined;

/** The server render, as prerender.mjs asks for it. */
async function render(path: string): Promise<string> {
  const errors = jest.spyOn(console, 'error').mockImplementation((message: unknown, ...rest: unknown[]) => {
    if (!TWO_RENDERERS.test(String(message))) throw new Error(String([message, ...rest]));
  });
  try {
    return (await serverRemote.render('zh_cn', path)).html;
  } finally {
    errors.mockRestore();
  }
}

/** Puts the server's HTML in a host and hydrates it with the parcel's own element, as createParcel does. */
async function hydrate(html: string, path: string): Promise<unknown[]> {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  const mismatches: unknown[] = [];
  const errors = jest.spyOn(console, 'error').mockImplementation((message: unknown, ...rest: unknown[]) => {
    if (!TWO_RENDERERS.test(String(message))) mismatches.push([message, ...rest]);
  });
  const props: RemoteProps = { lang: 'zh_cn', path, query: {}, navigate: jest.fn(), setTitle: jest.fn() };
  await act(async () => {
    root = hydrateRoot(host, parcelElement(parcelDefinition, props), { onRecoverableError: (error) => mismatches.push(error) });
  });
  errors.mockRestore();
  return mismatches;
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

describe('the browser hydrates the build-time render as it is', () => {
  it('the home page: counters, rotations and the form start where the server left them', async () => {
    const html = await render('/');
    expect(await hydrate(html, '/')).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: '出口退税，从单证到到账一站办理' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: '服务定价' })).toHaveAttribute('href', '/exportdrawback/FixPrice');
  });

  it('the pricing page', async () => {
    const html = await render('/FixPrice');
    expect(await hydrate(html, '/FixPrice')).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: '服务定价' })).toBeInTheDocument();
  });
});
