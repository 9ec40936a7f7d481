import { setImmediate } from 'node:timers';
import { screen } from '@testing-library/react';
import { setupFakeApi } from '@site/shared/testing/api';
import { createHydrationHarness } from '@site/shared/testing';
import { fakeApi } from '../test/fake-api';
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
const server = setupFakeApi();
Object.assign(globalThis, { setImmediate });

const FLAG = '3f1c2a7e-5b8d-4c3e-9a61-0d2b7e4f8c15';

const { render, hydrate, cleanup } = createHydrationHarness(serverRemote, parcelDefinition);

beforeEach(() => {
  fakeApi(server);
  endFlow();
});

afterEach(cleanup);

describe('the browser hydrates the build-time render as it is', () => {
  it('the landing page, in Traditional Chinese', async () => {
    const html = await render('zh_hk', '/OTAFinance');
    const mismatches = await hydrate(html, 'zh_hk', '/OTAFinance');
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: '為網上旅行社提供營運資金' })).toBeInTheDocument();
  });

  it('a flow step, whose saved answers only the browser knows: its placeholder first, then the form', async () => {
    const html = await render('en_us', '/Questionnaire1');
    // The browser of a visitor who saved step 1 in an earlier page load: the build knew nothing of it.
    useFlowStore.setState({ customerFlag: FLAG });

    const mismatches = await hydrate(html, 'en_us', '/Questionnaire1');
    expect(mismatches).toEqual([]);
    expect(await screen.findByRole('textbox', { name: /Company name/ })).toBeInTheDocument();
  });
});
