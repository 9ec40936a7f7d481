import { act, render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { Fragment, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider, useI18nLanguage } from '@site/shared/i18n';
import { toI18nLang, type RouteLang } from '@site/shared/lang';
import type { RemoteProps } from '@site/shared/parcel';
import { siteStore } from '@site/shared/store';
import { SiteNavProvider } from '@site/shared/ui';

export interface RenderInParcelOptions {
  /** The package's own i18next instance (each remote passes its own). */
  i18n: I18n;
  /**
   * The language of the page, as the shell gives it: the site store and the instance follow it
   * before anything renders (the instance through the parcel's own language gate, at once when
   * its strings are loaded: `loadStrings`). Left out, both stay as they are, as they must for an
   * instance pinned to one language.
   */
  lang?: RouteLang;
  /** The remote's own providers around the tree (the demo drawer's context, the micro-site's navigation). */
  wrapper?: ComponentType<{ children: ReactNode }>;
  /** What shows while strings or lazy chunks load. */
  fallback?: ReactNode;
  /**
   * The shell's navigation that the tree's links call (SiteNavProvider), as a parcel's `navigate`
   * prop; by default the rendered element's own `navigate` prop, as a parcel gives its root the
   * same props it gives its links.
   */
  navigate?: RemoteProps['navigate'];
}

function LanguageGate({ i18n, lang, children }: { i18n: I18n; lang: RouteLang; children: ReactNode }) {
  useI18nLanguage(i18n, toI18nLang(lang));
  return children;
}

/**
 * Renders `ui` as a remote's parcel does (createParcel): its own i18n provider, its links' language
 * and navigation, a Suspense boundary, and the language its host gives it. The providers are a wrapper, so `rerender()`
 * keeps them. Query with `find*`: strings and lazy pages arrive after the first render.
 */
export function renderInParcel(ui: ReactElement, { i18n, lang, wrapper: Providers = Fragment, fallback = null, navigate }: RenderInParcelOptions): RenderResult {
  const own = ui.props as Partial<Pick<RemoteProps, 'lang' | 'navigate'>>;
  const links = { lang: lang ?? own.lang ?? siteStore.getState().lang, navigate: navigate ?? own.navigate ?? (() => undefined) };
  if (lang) {
    siteStore.getState().setLang(lang);
    // With its strings loaded the switch completes at once, and the first render shows them.
    if (i18n.language !== toI18nLang(lang)) void i18n.changeLanguage(toI18nLang(lang));
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <SiteNavProvider {...links}>
        <Providers>
          <Suspense fallback={fallback}>
            {lang ? (
              <LanguageGate i18n={i18n} lang={lang}>
                {children}
              </LanguageGate>
            ) : (
              children
            )}
          </Suspense>
        </Providers>
      </SiteNavProvider>
    </I18nextProvider>
  );
  return render(ui, { wrapper });
}

/**
 * Switches `i18n` to `lang` and loads its strings (the instance's own namespaces, and
 * `namespaces` that pages load on demand), inside act: a render after it has them at once, as
 * a test that queries with `get*` right after rendering needs.
 */
export async function loadStrings(i18n: I18n, lang: RouteLang, namespaces: readonly string[] = []): Promise<void> {
  await act(async () => {
    await i18n.changeLanguage(toI18nLang(lang));
    if (namespaces.length > 0) await i18n.loadNamespaces([...namespaces]);
  });
}

/** The props a remote's root or page gets from its host, with spies for navigation and the title. */
export function remoteProps({ lang = 'en_us', path = '/', query = {} }: Partial<Pick<RemoteProps, 'lang' | 'path' | 'query'>> = {}) {
  return {
    lang,
    path,
    query,
    navigate: jest.fn<undefined, Parameters<RemoteProps['navigate']>>(),
    setTitle: jest.fn<undefined, Parameters<RemoteProps['setTitle']>>(),
  } satisfies RemoteProps;
}
