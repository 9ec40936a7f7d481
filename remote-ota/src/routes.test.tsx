import { act, render, screen, waitFor, type RenderResult } from '@testing-library/react';
import { parcelElement, type RemoteProps } from '@site/shared/parcel';
import { setupFakeApi } from '@site/shared/testing/api';
import { parcelDefinition } from './app/parcel';
import './lib/render-with-i18n';
import { fakeApi } from './test/fake-api';

const server = setupFakeApi();
beforeEach(() => fakeApi(server));

/**
 * Renders the parcel and lets React finish what it suspended on (the page's chunk, its first data):
 * inside a synchronous act() (Testing Library's render) React drops the retry of a component that
 * suspended on `use`, so the page would stay on its loading state in the test alone.
 */
async function renderParcel(element: ReturnType<typeof parcelElement>): Promise<RenderResult> {
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(element);
  });
  if (!view) throw new Error('render did not run.');
  return view;
}

const props = (path: string, navigate: RemoteProps['navigate'], lang: RemoteProps['lang'] = 'en_us'): RemoteProps => ({ lang, path, query: {}, navigate, setTitle: jest.fn() });

describe('the pages of src/routes.ts, in the parcel', () => {
  it('routes /OTAFinance to the landing page, one h1 and the published offer', async () => {
    await renderParcel(parcelElement(parcelDefinition, props('/OTAFinance', jest.fn())));
    expect(await screen.findByRole('heading', { level: 1, name: 'Working capital for online travel agencies' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const facts = screen.getAllByRole('definition').map((fact) => fact.textContent);
    expect(facts).toEqual(['Up to USD 50 million', 'Up to 120 days', 'From 10% p.a.', 'About 5 business days']);
    expect(screen.getByRole('link', { name: 'Get your indicative limit' })).toHaveAttribute('href', '/en_us/Questionnaire1');
    expect(screen.getByRole('button', { name: 'How much can we borrow?' })).toHaveAttribute('aria-expanded', 'false');
    // The financing-cost calculator sits in its own section, below the FAQ.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Estimate what financing costs')).toBe(headings.indexOf('Frequently asked questions') + 1);
  });

  it('follows the shell to the questionnaire paths', async () => {
    const navigate = jest.fn();
    const { rerender } = await renderParcel(parcelElement(parcelDefinition, props('/Questionnaire1', navigate)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact information' })).toBeInTheDocument();
    await act(async () => rerender(parcelElement(parcelDefinition, props('/ProgressBar', navigate))));
    // No saved step 2 in this browser: the evaluation's guard sends the visitor to step 1.
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/Questionnaire1', { replace: true }));
  });

  it('sends a path it does not serve to the landing page, replacing the address', async () => {
    const navigate = jest.fn();
    await renderParcel(parcelElement(parcelDefinition, props('/', navigate)));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/OTAFinance', { replace: true }));
  });

  it('speaks Simplified Chinese on zh_cn', async () => {
    await renderParcel(parcelElement(parcelDefinition, props('/OTAFinance', jest.fn(), 'zh_cn')));
    expect(await screen.findByRole('heading', { level: 1, name: '为在线旅行社提供营运资金' })).toBeInTheDocument();
    expect(screen.getByText('最高 5000万美元')).toBeInTheDocument();
  });
});
