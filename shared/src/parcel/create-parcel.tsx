import * as React from 'react';
import { StrictMode, Suspense, startTransition, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { AppProps, LifeCycles } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { useI18nLanguage } from '@site/shared/i18n';
import { toI18nLang } from '@site/shared/lang';
import { ErrorBoundary, PhraseBookContext, RegionError, RegionLoading, SiteNavProvider, takeServedPhrases, type PhraseBook } from '@site/shared/ui';
import { SSR_ATTRIBUTE } from './fragment';
import { ServerDataScript, readServerData, type ServerData } from './server-data';
import type { RemoteProps } from './types';
import { PageRouter, servedRouterData, type Pages } from '@site/shared/pages';

export interface CreateParcelOptions {
  /** The remote's own i18next instance. */
  i18n: I18n;
  /**
   * The remote's class for the loading state shown while the parcel's translations or lazy chunks
   * load: it reserves the height by setting `--loading-min-height` (see RegionLoading).
   */
  loadingClassName?: string;
}

/**
 * What a remote exposes, and how it is wrapped: its pages (`src/routes.ts`, the page contract of
 * docs/pages.md), or a root component for a parcel that is no page and never served as HTML (the
 * Watch-a-Demo drawer other remotes host).
 */
export type ParcelDefinition<P extends RemoteProps = RemoteProps> = PagesDefinition | (CreateParcelOptions & { Root: ComponentType<P>; pages?: never });

/** A remote's pages as its parcel, its server build and its routes.json see them (docs/pages.md). */
export type PagesDefinition = CreateParcelOptions & { pages: Pages; Root?: never };

/** Follows the `lang` prop before anything below renders (one language channel). */
function LanguageGate({ i18n, lang, children }: { i18n: I18n; lang: RemoteProps['lang']; children: ReactNode }) {
  useI18nLanguage(i18n, toI18nLang(lang));
  return children;
}

/** A tree whose headings' phrases nobody sent: the browser's own (see PhraseBook). */
const NO_PHRASE_BOOK: PhraseBook = {};

/** What a parcel was rendered with on the server: its data as JSON (written as served) and as values. */
export interface ServedData {
  json: string;
  data: ServerData;
}

/**
 * The element a parcel renders, the same in the browser and in the server's render, so that the
 * browser can hydrate the server's HTML: its own i18n provider (context does not cross parcel
 * roots), the language gate, its links' language and navigation (SiteNavProvider), an error
 * boundary so a render failure stays in its region, and a
 * Suspense boundary.
 *
 * `served` is the data the server rendered the page with (its router's data), written first in the
 * HTML for the browser's hydration; `phrases` is where its Chinese headings' phrases come from (the
 * server's model and record, or in the browser what the server sent with the page); `page`, on the
 * server, is the page as its static router rendered it, and `i18n` the remote's instance cloned for
 * that one render, so that renders in different languages can run at once.
 */
export function parcelElement<P extends RemoteProps>(
  definition: ParcelDefinition<P>,
  props: P,
  { served, page, phrases = NO_PHRASE_BOOK, i18n = definition.i18n }: { served?: ServedData; page?: ReactNode; phrases?: PhraseBook; i18n?: I18n } = {},
) {
  const { loadingClassName } = definition;
  const loading = <RegionLoading {...(loadingClassName ? { className: loadingClassName } : {})} />;
  // A remote of pages renders its router: the static one on the server (`page`), a memory router in
  // the browser, which shows the region's loading state while a page's first data loads.
  const content =
    page ?? (definition.pages ? <PageRouter pages={definition.pages} props={props} fallback={loading} {...withServed(servedRouterData(served?.data))} /> : definition.Root ? <definition.Root {...props} /> : null);
  return (
    <>
      {served && <ServerDataScript json={served.json} />}
      <StrictMode>
          <I18nextProvider i18n={i18n}>
            <PhraseBookContext.Provider value={phrases}>
              <ErrorBoundary>
                <Suspense fallback={loading}>
                  <LanguageGate i18n={i18n} lang={props.lang}>
                    <SiteNavProvider lang={props.lang} navigate={props.navigate}>
                      {content}
                    </SiteNavProvider>
                  </LanguageGate>
                </Suspense>
              </ErrorBoundary>
            </PhraseBookContext.Provider>
          </I18nextProvider>
      </StrictMode>
    </>
  );
}

const withServed = (served: ReturnType<typeof servedRouterData>) => (served ? { served } : {});

/**
 * Containers the parcel hydrates: the host marked them as holding the server's HTML of the page the
 * parcel mounts with (SSR_ATTRIBUTE). Read once, when single-spa-react creates the parcel's root.
 */
const hydrating = new WeakMap<Element, PhraseBook>();

/**
 * The root single-spa-react renders the parcel into. A container that holds the server's HTML of the
 * same page is hydrated, as a transition, so React does it in small slices between which the browser
 * answers the visitor, instead of one long task (docs/performance.md); what the visitor did before
 * then is replayed by the shell (docs/composition.md, "Before hydration"). Any other container is
 * emptied and rendered afresh: the host unmarks served HTML of a page other than the one mounted.
 */
function createSiteRoot(container: Element): Root {
  if (!container.hasAttribute(SSR_ATTRIBUTE)) {
    // What the host still holds (served HTML of a page the visitor has left) goes.
    container.replaceChildren();
    return createRoot(container);
  }
  container.removeAttribute(SSR_ATTRIBUTE);
  // The headings' phrases the server sent come out of the HTML React hydrates.
  hydrating.set(container, { served: takeServedPhrases(container) });
  let root: Root | undefined;
  return {
    render(element) {
      if (root) return root.render(element);
      startTransition(() => {
        root = hydrateRoot(container, element);
      });
    },
    unmount: () => root?.unmount(),
  };
}

/** The props single-spa gives a parcel: the host's, single-spa's own, and the element it mounts in. */
type MountedProps<P> = P & AppProps & { domElement?: HTMLElement };

/**
 * Turns a remote's root component into a single-spa parcel, the only thing a remote exposes
 * (docs/architecture.md), with single-spa-react's lifecycles: `mount` resolves once React has
 * committed the parcel, `update` renders its new props, `unmount` ends its root.
 *
 * When the host left the server's HTML of the page in the element (marked with SSR_ATTRIBUTE), the
 * parcel hydrates it instead of rendering from scratch: no flash, no layout shift; its first render
 * shows the data the server rendered the page with (`readServerData`).
 */
export function createParcel<P extends RemoteProps>(definition: ParcelDefinition<P>): LifeCycles<P> {
  function ParcelRoot(props: MountedProps<P>) {
    // The data the served HTML was rendered with: the first render shows the same, and keeps its script.
    const [served] = useState(() => (props.domElement && hydrating.has(props.domElement) ? readServerData(props.domElement) : undefined));
    const [phrases] = useState(() => (props.domElement && hydrating.get(props.domElement)) || NO_PHRASE_BOOK);
    return parcelElement(definition, props, served ? { served, phrases } : { phrases });
  }
  return singleSpaReact<P & { domElement?: HTMLElement }>({
    React,
    ReactDOMClient: { createRoot: createSiteRoot },
    renderType: 'createRoot',
    rootComponent: ParcelRoot,
    // Only what fails outside the region's own error boundary (parcelElement's) reaches here: the
    // parcel cannot render at all, and Retry loads the page afresh.
    errorBoundary: () => <RegionError onRetry={() => window.location.reload()} />,
  }) as LifeCycles<P>;
}
