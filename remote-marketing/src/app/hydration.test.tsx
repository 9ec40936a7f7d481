import { setImmediate } from 'node:timers';
import { screen } from '@testing-library/react';
import type { RouteLang } from '@site/shared/lang';
import * as op from '@site/shared/api/operations';
import { createHydrationHarness } from '@site/shared/testing';
import { answer, setupFakeApi } from '@site/shared/testing/api';
import serverRemote from '../server-entry';
import { PAGE_HEADINGS } from '../lib/test/page-headings';
import { parcelDefinition } from './parcel';

/*
 * The build-time render's HTML (server-entry.tsx, as prerender.mjs asks for it) hydrated by the
 * browser with the parcel's own element: nothing may differ. Both run here in jsdom, so
 * server-entry.test.tsx is what shows the render needs no browser.
 */

// The build renders with react-dom/server's Node build; jsdom would pick the browser build, which
// has no renderToPipeableStream. That renderer schedules its work with setImmediate, which jsdom lacks.
jest.mock('react-dom/server', () => jest.requireActual('react-dom/server.node'));
Object.assign(globalThis, { setImmediate });
// Once hydrated, the International Trade form asks for its business types, and the demo request
// page's form for its lists (the build renders them loading, without the api).
setupFakeApi(
  answer(op.listBusinessTypes, () => [{ dictParam: 'BUSINESS_TYPE', dictKey: 'PRIVATE_COMPANY', displayName: 'Private company' }]),
  answer(op.listPositions, () => [{ dictParam: 'JOB_TITLE', dictKey: 'IT_MANAGER', displayName: 'IT manager' }]),
  answer(op.listProducts, () => [{ dictParam: 'PRODUCT' as const, dictKey: 'PAYMENT_FX' as const, displayName: 'Payment & FX', children: [] }]),
  answer(op.listCountries, () => [{ id: 'UK', code: 'UK', countryNameEng: 'United Kingdom', countryNameCn: '英国', countryNameHk: '英國', displayName: 'United Kingdom' }]),
  answer(op.listAreaCodes, () => [{ id: 'HK', areaCode: '+852', areaName: 'Hong Kong +852' }]),
);

// Forty-two pages, Home the largest: slow on a busy machine.
jest.setTimeout(60_000);

const harness = createHydrationHarness(serverRemote, parcelDefinition);
const { render, cleanup } = harness;

/**
 * The fx widget is another remote: unit tests never load it, and its region reports that once
 * mounted, after hydration (the region is empty on both sides). Anything else React reported is
 * a mismatch.
 */
const FX_UNAVAILABLE = '[region] fx/RateWidget could not be mounted:';
async function hydrate(html: string, lang: RouteLang, path: string): Promise<unknown[]> {
  const reported = await harness.hydrate(html, lang, path);
  return reported.filter((entry) => !(Array.isArray(entry) && entry[0] === FX_UNAVAILABLE));
}

afterEach(cleanup);

describe('the browser hydrates the build-time render of every page as it is', () => {
  it.each((['en_us', 'zh_cn', 'zh_hk'] as const).flatMap((lang, index) => PAGE_HEADINGS.map((row) => [lang, row[0], row[index + 1] ?? ''] as const)))(
    '%s /%s',
    async (lang, path, heading) => {
      const html = await render(lang, `/${path}`);
      expect(await hydrate(html, lang, `/${path}`)).toEqual([]);
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    },
  );
});
