import { StrictMode, Suspense, type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import React from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import singleSpaReact from 'single-spa-react';
import { ErrorBoundary, RegionError, RegionLoading } from '@site/shared/ui';
import type { RemoteProps } from './types';

export interface CreateParcelOptions {
  /** The remote's own i18next instance. */
  i18n: I18n;
  /** Height reserved while the parcel's translations or lazy chunks load. */
  minHeight?: number | string;
}

/**
 * Turns a remote's root component into a single-spa parcel config, the only thing a remote
 * exposes. Each parcel root gets its own i18n provider (context does not cross parcel roots),
 * a Suspense boundary, and an error boundary so a render failure stays in its region.
 */
export function createParcel<P extends RemoteProps>(Root: ComponentType<P>, { i18n, minHeight = 240 }: CreateParcelOptions) {
  function ParcelRoot(props: P) {
    return (
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <ErrorBoundary>
            <Suspense fallback={<RegionLoading minHeight={minHeight} />}>
              <Root {...props} />
            </Suspense>
          </ErrorBoundary>
        </I18nextProvider>
      </StrictMode>
    );
  }
  return singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent: ParcelRoot,
    // Render errors are handled inside ParcelRoot; this catches what escapes React itself.
    errorBoundary: () => <RegionError onRetry={() => window.location.reload()} />,
  });
}
