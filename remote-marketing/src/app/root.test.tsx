import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from '@site/shared/i18n';
import { toI18nLang, type RouteLang } from '@site/shared/lang';
import { SiteNavProvider } from '@site/shared/ui';
import { i18n } from '../i18n';
import { Root } from './root';
import { router } from './routes';

/** Each route this remote serves, with its h1 in English. */
const ROUTES: readonly [string, string][] = [
  ['/', 'Cross-border payments, FX and trade finance'],
  ['/About', 'About Tradewind Finance'],
  ['/newsDetail', 'News and announcements'],
  ['/PaymentManagement', 'Payment & FX'],
  ['/DigitalTrade', 'Digital Trade'],
  ['/DigitalFinance', 'Digital Finance'],
  ['/DTTWhitePaper', 'Digital trade certificates: finance for every tier of the supply chain'],
  ['/CloudSolution', 'PO & invoice financing'],
  ['/Contact', 'Contact us'],
  ['/policy', 'Privacy policy'],
  ['/404', "We can't find that page"],
  ['/amazon', 'Financing for marketplace sellers'],
];

async function renderRoot(path: string, lang: RouteLang = 'en_us') {
  await act(async () => {
    await i18n.changeLanguage(toI18nLang(lang));
  });
  const props = { path, lang, query: {}, navigate: jest.fn(), setTitle: jest.fn() };
  render(
    <I18nextProvider i18n={i18n}>
      <SiteNavProvider lang={lang} navigate={props.navigate}>
        <Suspense fallback={null}>
          <Root {...props} />
        </Suspense>
      </SiteNavProvider>
    </I18nextProvider>,
  );
  return props;
}

beforeEach(() => {
  // The fx widget is a remote: unit tests never load it, and its region reports the failure.
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('[region] fx/RateWidget')) throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => jest.restoreAllMocks());

describe('Root routes by path', () => {
  it.each(ROUTES)('%s renders its page with one h1', async (path, title) => {
    const props = await renderRoot(path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(props.setTitle).not.toHaveBeenCalled();
  });

  it('routes /InternationalTrade to the International Trade page', async () => {
    // That page (and its tests) belong to the enquiry-form feature; here only the route is checked.
    const module = await import('../features/international-trade/international-trade-page');
    expect(typeof module.default).toBe('function');
    expect(router.resolve('/InternationalTrade')).toEqual({ page: 'internationalTrade' });
    expect(router.pages.internationalTrade).toBeDefined();
  });

  it('shows the not-found page for a path it does not know', async () => {
    await renderRoot('/NoSuchPage');
    expect(await screen.findByRole('heading', { level: 1, name: "We can't find that page" })).toBeInTheDocument();
  });

  it.each((['zh_cn', 'zh_hk'] as const).flatMap((lang) => ROUTES.map(([path]) => [lang, path] as const)))('renders in %s: %s', async (lang, path) => {
    await renderRoot(path, lang);
    const headings = await screen.findAllByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(headings).toHaveLength(1);
    expect(headings[0]?.textContent).toMatch(/[\u4e00-\u9fff]/);
  });
});
