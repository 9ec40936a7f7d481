import { setImmediate } from 'node:timers';
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { callApi } from '@site/shared/api';
import type { RouteLang } from '@site/shared/lang';
import { parcelElement, type RemoteProps } from '@site/shared/parcel';
import { fakeApi } from '../features/credit-flow/api/fake-api';
import { endFlow, useFlowStore } from '../features/credit-flow/stores/flow-store';
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
jest.mock('@site/shared/api', () => ({ ...jest.requireActual('@site/shared/api'), callApi: jest.fn() }));
Object.assign(globalThis, { setImmediate });

const FLAG = '3f1c2a7e-5b8d-4c3e-9a61-0d2b7e4f8c15';

// Both of React's renderers run in this one process, which a page never does: React warns that
// they share the i18n provider's context. Any other error during hydration is a mismatch.
const TWO_RENDERERS = /Detected multiple renderers concurrently rendering the same context provider/;

let root: Root | undefined;

/** Puts the server's HTML in a host and hydrates it with the parcel's own element, as createParcel does. */
async function hydrate(html: string, lang: RouteLang, path: string) {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  const mismatches: unknown[] = [];
  const errors = jest.spyOn(console, 'error').mockImplementation((message: unknown, ...rest: unknown[]) => {
    if (!TWO_RENDERERS.test(String(message))) mismatches.push([message, ...rest]);
  });
  const props: RemoteProps = { lang, path, query: {}, navigate: jest.fn(), setTitle: jest.fn() };
  await act(async () => {
    root = hydrateRoot(host, parcelElement(parcelDefinition, props), { onRecoverableError: (error) => mismatches.push(error) });
  });
  errors.mockRestore();
  return { mismatches };
}

/** The server render, without the warning above. */
async function render(lang: RouteLang, path: string): Promise<string> {
  const errors = jest.spyOn(console, 'error').mockImplementation((message: unknown, ...rest: unknown[]) => {
    if (!TWO_RENDERERS.test(String(message))) throw new Error(String([message, ...rest]));
  });
  try {
    return (await serverRemote.render(lang, path)).html;
  } finally {
    errors.mockRestore();
  }
}

beforeEach(() => {
  fakeApi(callApi as jest.Mock);
  endFlow();
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

describe('the browser hydrates the build-time render as it is', () => {
  it('the landing page, in Traditional Chinese', async () => {
    const html = await render('zh_hk', '/OTAFinance');
    const { mismatches } = await hydrate(html, 'zh_hk', '/OTAFinance');
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: '為網上旅行社提供營運資金' })).toBeInTheDocument();
  });

  it('a flow step, whose saved answers only the browser knows: its placeholder first, then the form', async () => {
    const html = await render('en_us', '/Questionnaire1');
    // The browser of a visitor who saved step 1 in an earlier page load: the build knew nothing of it.
    useFlowStore.setState({ customerFlag: FLAG });

    const { mismatches } = await hydrate(html, 'en_us', '/Questionnaire1');
    expect(mismatches).toEqual([]);
    expect(await screen.findByRole('textbox', { name: /Company name/ })).toBeInTheDocument();
  });
});
