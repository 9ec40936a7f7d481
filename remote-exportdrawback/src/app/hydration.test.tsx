import { setImmediate } from 'node:timers';
import { screen, within } from '@testing-library/react';
import { createHydrationHarness } from '@site/shared/testing';
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

const harness = createHydrationHarness(serverRemote, parcelDefinition);
/** The micro-site is Chinese only. */
const render = (path: string) => harness.render('zh_cn', path);
const hydrate = (html: string, path: string) => harness.hydrate(html, 'zh_cn', path);

afterEach(harness.cleanup);

describe('the browser hydrates the build-time render as it is', () => {
  it('the home page: counters, rotations and the form start where the server left them', async () => {
    const html = await render('/');
    expect(await hydrate(html, '/')).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: '出口退税，从单证到到账一站办理' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: '主导航' })).getByRole('link', { name: '服务定价' })).toHaveAttribute('href', '/exportdrawback/FixPrice');
  });

  it('the pricing page', async () => {
    const html = await render('/FixPrice');
    expect(await hydrate(html, '/FixPrice')).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: '服务定价' })).toBeInTheDocument();
  });
});
