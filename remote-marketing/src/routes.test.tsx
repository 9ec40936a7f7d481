import { screen, waitFor } from '@testing-library/react';
import * as op from '@site/shared/api/operations';
import { answer, setupFakeApi } from '@site/shared/testing/api';
import { PAGE_HEADINGS } from './lib/test/page-headings';
import { renderRoute } from './lib/test/render-page';
import { pages } from './routes';

// The two live pages' forms read their lists from the api through their loaders.
setupFakeApi(
  answer(op.listBusinessTypes, () => [{ dictParam: 'BUSINESS_TYPE', dictKey: 'PRIVATE_COMPANY', displayName: 'Private company' }]),
  answer(op.listPositions, () => [{ dictParam: 'JOB_TITLE', dictKey: 'IT_MANAGER', displayName: 'IT manager' }]),
  answer(op.listProducts, () => [{ dictParam: 'PRODUCT' as const, dictKey: 'PAYMENT_FX' as const, displayName: 'Payment & FX', children: [] }]),
  answer(op.listCountries, () => [{ id: 'UK', code: 'UK', countryNameEng: 'United Kingdom', countryNameCn: '英国', countryNameHk: '英國', displayName: 'United Kingdom' }]),
  answer(op.listAreaCodes, () => [{ id: 'HK', areaCode: '+852', areaName: 'Hong Kong +852' }]),
);

beforeEach(() => {
  // The fx widget is a remote: unit tests never load it, and its region reports the failure.
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('[region] fx/RateWidget')) throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => jest.restoreAllMocks());

describe('the pages of src/routes.ts, in the parcel', () => {
  it('lists the pages in routes.json’s order', () => {
    expect(pages.entries.map((entry) => entry.path.slice(1))).toEqual(PAGE_HEADINGS.map(([path]) => path));
  });

  it.each(PAGE_HEADINGS.map(([path, heading]) => [`/${path}`, heading] as const))('%s renders its page with one h1', async (path, heading) => {
    const { props } = await renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The shell draws <main>; only an article names itself.
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(props.setTitle).not.toHaveBeenCalled();
  });

  it('shows the not-found page for a path it does not know, under the address as typed', async () => {
    const { props } = await renderRoute('/NoSuchPage');
    expect(await screen.findByRole('heading', { level: 1, name: "We can't find that page" })).toBeInTheDocument();
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('follows the shell from page to page', async () => {
    const { props, update } = await renderRoute('/Contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    await update({ path: '/policy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Contact us' })).not.toBeInTheDocument());
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it.each((['zh_cn', 'zh_hk'] as const).flatMap((lang) => PAGE_HEADINGS.map(([path]) => [lang, `/${path}`] as const)))('renders in %s: %s', async (lang, path) => {
    await renderRoute(path, { lang });
    const headings = await screen.findAllByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(headings).toHaveLength(1);
    expect(headings[0]?.textContent).toMatch(/[\u4e00-\u9fff]/);
  });
});
