import { act, render, type Queries, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider } from '@site/shared/i18n';
import { toI18nLang, type RouteLang } from '@site/shared/lang';
import { DemoRequestContext, type DemoRequestApi } from '../../components/demo-request/demo-request-context';
import { i18n } from '../../i18n';

export interface RenderPageOptions {
  lang?: RouteLang;
  /** The Watch-a-Demo drawer's api; a mock by default, so tests can see what a page asked for. */
  demo?: DemoRequestApi;
}

/**
 * Renders `ui` as the parcel does (this remote's i18n instance, a Suspense boundary) with the
 * demo drawer's context, in the given language. Await it, then query with `find*`.
 */
export async function renderPage(ui: ReactElement, { lang = 'en_us', demo = { open: jest.fn() } }: RenderPageOptions = {}): Promise<RenderResult<Queries>> {
  await act(async () => {
    await i18n.changeLanguage(toI18nLang(lang));
  });
  // A wrapper (not a wrapped element) so that rerender() keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <DemoRequestContext.Provider value={demo}>
        <Suspense fallback={<p>loading</p>}>{children}</Suspense>
      </DemoRequestContext.Provider>
    </I18nextProvider>
  );
  return render(ui, { wrapper });
}

/** The props a page gets from Root, with spies for navigation and the title. */
export function pageProps(query: Record<string, string> = {}, lang: RouteLang = 'en_us') {
  return { lang, query, navigate: jest.fn((_to: string): undefined => undefined), setTitle: jest.fn((_title: string): undefined => undefined) };
}
