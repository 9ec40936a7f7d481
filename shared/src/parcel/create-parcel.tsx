import { StrictMode, Suspense, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { LifeCycles } from 'single-spa';
import { useI18nLanguage } from '@site/shared/i18n';
import { toI18nLang } from '@site/shared/lang';
import { ErrorBoundary, RegionLoading, SiteNavProvider } from '@site/shared/ui';
import { SSR_ATTRIBUTE, fragmentKey } from './fragment';
import { ServerDataProvider, ServerDataScript, readServerData, type ServerData, type ServerLoad } from './server-data';
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
 * What a remote exposes and prerenders, and how it is wrapped: its pages (`src/routes.ts`, the page
 * contract of docs/pages.md), or a root component that routes `path` itself (a remote not moved to
 * the contract yet, or a region that is no page: the rate widget, the demo drawer).
 */
export type ParcelDefinition<P extends RemoteProps = RemoteProps> = CreateParcelOptions & ({ Root: ComponentType<P>; pages?: never } | { pages: Pages; Root?: never });

/** Follows the `lang` prop before anything below renders (one language channel). */
function LanguageGate({ i18n, lang, children }: { i18n: I18n; lang: RemoteProps['lang']; children: ReactNode }) {
  useI18nLanguage(i18n, toI18nLang(lang));
  return children;
}

/** Calls `onCommit` after each render of the parcel has been committed to the page. */
function CommitSignal({ onCommit, children }: { onCommit?: () => void; children: ReactNode }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return children;
}

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
 * Suspense boundary. In the browser, `onCommit` tells the mount that React has committed.
 *
 * `served` is the data the server rendered the page with (a remote of pages: its router's data),
 * written first in the HTML for the browser's hydration; `record`, on the server's first pass only,
 * learns what a page of `useResource` loads; `page`, on the server, is a remote's page as its static
 * router rendered it.
 */
export function parcelElement<P extends RemoteProps>(
  definition: ParcelDefinition<P>,
  props: P,
  onCommit?: () => void,
  { served, record, page }: { served?: ServedData; record?: (key: string, load: ServerLoad) => void; page?: ReactNode } = {},
) {
  const { i18n, loadingClassName } = definition;
  const loading = <RegionLoading {...(loadingClassName ? { className: loadingClassName } : {})} />;
  // A remote of pages renders its router: the static one on the server (`page`), a memory router in
  // the browser, which shows the region's loading state while a page's first data loads.
  const content =
    page ?? (definition.pages ? <PageRouter pages={definition.pages} props={props} fallback={loading} {...withServed(servedRouterData(served?.data))} /> : definition.Root ? <definition.Root {...props} /> : null);
  return (
    <CommitSignal onCommit={onCommit}>
      {served && <ServerDataScript json={served.json} />}
      <ServerDataProvider data={served?.data ?? {}} {...(record ? { record } : {})}>
        <StrictMode>
          <I18nextProvider i18n={i18n}>
            <ErrorBoundary>
              <Suspense fallback={loading}>
                <LanguageGate i18n={i18n} lang={props.lang}>
                  <SiteNavProvider lang={props.lang} navigate={props.navigate}>
                    {content}
                  </SiteNavProvider>
                </LanguageGate>
              </Suspense>
            </ErrorBoundary>
          </I18nextProvider>
        </StrictMode>
      </ServerDataProvider>
    </CommitSignal>
  );
}

const withServed = (served: ReturnType<typeof servedRouterData>) => (served ? { served } : {});

/** Hydration as a transition: React yields to the browser between slices of work. */
function hydrateInSlices(container: HTMLElement, element: ReactNode): Root {
  const roots: Root[] = [];
  startTransition(() => {
    roots.push(hydrateRoot(container, element));
  });
  const [root] = roots;
  if (!root) throw new Error('hydrateRoot did not run inside startTransition.');
  return root;
}

interface Mounted<P> {
  root: Root;
  render: (props: P) => Promise<void>;
}

/**
 * Turns a remote's root component into a single-spa parcel config, the only thing a remote
 * exposes (docs/architecture.md). `mount` and `update` resolve once React has committed.
 *
 * When the host element holds the server's HTML for the same route and language (the shell's
 * server put the remote's prerendered fragment there), the parcel hydrates it instead of
 * rendering from scratch: no flash, no layout shift. Hydration runs as a transition, so React
 * does it in small slices between which the browser answers the visitor, instead of one long
 * task (docs/performance.md); what the visitor did before then is replayed by the shell
 * (docs/composition.md, "Before hydration").
 */
export function createParcel<P extends RemoteProps>(definition: ParcelDefinition<P>): LifeCycles<P> {
  const mounted = new Map<string, Mounted<P>>();
  const keyOf = (props: P) => String((props as P & { name?: string }).name ?? 'parcel');

  return {
    bootstrap: () => Promise.resolve(),
    mount: (props) => {
      const { domElement } = props as P & { domElement?: HTMLElement };
      if (!domElement) return Promise.reject(new Error('A parcel needs a domElement to mount in.'));
      const rendered = domElement.getAttribute(SSR_ATTRIBUTE);
      domElement.removeAttribute(SSR_ATTRIBUTE);
      const hydrate = rendered !== null && rendered === fragmentKey(props.lang, props.path);
      // HTML for another route or language (the visitor moved on before this code arrived) goes.
      if (!hydrate && domElement.hasChildNodes()) domElement.replaceChildren();
      // The data the served HTML was rendered with: the first render shows the same, and keeps its script.
      const served = hydrate ? readServerData(domElement) : undefined;
      const element = (next: P, onCommit: () => void) => parcelElement(definition, next, onCommit, served ? { served } : {});
      return new Promise<void>((resolve) => {
        const root = hydrate ? hydrateInSlices(domElement, element(props, resolve)) : createRoot(domElement);
        if (!hydrate) root.render(element(props, resolve));
        mounted.set(keyOf(props), {
          root,
          render: (next) => new Promise<void>((done) => root.render(element(next, done))),
        });
      });
    },
    update: (props) => mounted.get(keyOf(props))?.render(props) ?? Promise.resolve(),
    unmount: (props) => {
      const key = keyOf(props);
      mounted.get(key)?.root.unmount();
      mounted.delete(key);
      return Promise.resolve();
    },
  } as LifeCycles<P>;
}
