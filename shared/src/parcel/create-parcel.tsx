import { StrictMode, Suspense, type ComponentType, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import React from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';
import { useI18nLanguage } from '@site/shared/i18n';
import { toI18nLang } from '@site/shared/lang';
import { ErrorBoundary, RegionError, RegionLoading } from '@site/shared/ui';
import { SSR_ATTRIBUTE, fragmentKey } from './fragment';
import type { RemoteProps } from './types';

export interface CreateParcelOptions {
  /** The remote's own i18next instance. */
  i18n: I18n;
  /** Height reserved while the parcel's translations or lazy chunks load. */
  minHeight?: number | string;
}

/** What a remote exposes and prerenders: its root component and how it is wrapped. */
export interface ParcelDefinition<P extends RemoteProps = RemoteProps> extends CreateParcelOptions {
  Root: ComponentType<P>;
}

/** Follows the `lang` prop before anything below renders (one language channel). */
function LanguageGate({ i18n, lang, children }: { i18n: I18n; lang: RemoteProps['lang']; children: ReactNode }) {
  useI18nLanguage(i18n, toI18nLang(lang));
  return children;
}

/**
 * The element a parcel renders, the same in the browser and in the build-time server render, so
 * that the browser can hydrate the server's HTML: its own i18n provider (context does not cross
 * parcel roots), the language gate, an error boundary so a render failure stays in its region,
 * and a Suspense boundary.
 */
export function parcelElement<P extends RemoteProps>({ Root, i18n, minHeight = 240 }: ParcelDefinition<P>, props: P) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ErrorBoundary>
          <Suspense fallback={<RegionLoading minHeight={minHeight} />}>
            <LanguageGate i18n={i18n} lang={props.lang}>
              <Root {...props} />
            </LanguageGate>
          </Suspense>
        </ErrorBoundary>
      </I18nextProvider>
    </StrictMode>
  );
}

/**
 * Turns a remote's root component into a single-spa parcel config, the only thing a remote
 * exposes. When the host element holds the server's HTML for the same route and language (the
 * shell's server put the remote's prerendered fragment there), the parcel hydrates it instead of
 * rendering from scratch: no flash, no layout shift.
 */
export function createParcel<P extends RemoteProps>(definition: ParcelDefinition<P>): LifeCycles<P> {
  function ParcelRoot(props: P) {
    return parcelElement(definition, props);
  }
  let hydrateNext = false;
  const lifecycles = singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent: ParcelRoot,
    renderType: () => (hydrateNext ? 'hydrateRoot' : 'createRoot'),
    // Render errors are handled inside ParcelRoot; this catches what escapes React itself.
    errorBoundary: () => <RegionError onRetry={() => window.location.reload()} />,
  });
  return {
    ...lifecycles,
    mount: (props) => {
      const { domElement } = props as P & { domElement?: HTMLElement };
      const rendered = domElement?.getAttribute(SSR_ATTRIBUTE);
      domElement?.removeAttribute(SSR_ATTRIBUTE);
      hydrateNext = rendered !== null && rendered !== undefined && rendered === fragmentKey(props.lang, props.path);
      // HTML for another route or language (the visitor moved on before this code arrived) goes.
      if (!hydrateNext && domElement?.hasChildNodes()) domElement.replaceChildren();
      const mounting = (lifecycles.mount as (props: P) => Promise<unknown>)(props);
      hydrateNext = false;
      return mounting;
    },
  } as LifeCycles<P>;
}
