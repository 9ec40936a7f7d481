import { StrictMode, Suspense, startTransition } from 'react';
import type { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from '@site/shared/i18n';
import { BrowserRouter } from 'react-router';
import { isMobileUserAgent } from '@site/shared/env';
import { collectServerFragments, watchServerStylesheets } from '@site/shared/parcel';
import '@site/shared/styles/tokens.css';
import type { SiteRouteTable } from '../config/route-table';
import { shellI18n } from '../i18n';
import { App } from './app';

interface ReactDomClient {
  createRoot: typeof createRoot;
  hydrateRoot: typeof hydrateRoot;
}

/** Renders the shell into #root: hydrates the server's HTML when there is some, else renders. */
export function startShell({ createRoot, hydrateRoot }: ReactDomClient, table: SiteRouteTable): void {
  // A mobile user agent gets the mobile header whatever its width.
  if (isMobileUserAgent(navigator.userAgent)) document.documentElement.dataset.mobileUa = '';

  const app = (
    <StrictMode>
      <I18nextProvider i18n={shellI18n}>
        <Suspense fallback={null}>
          <BrowserRouter>
            <App table={table} />
          </BrowserRouter>
        </Suspense>
      </I18nextProvider>
    </StrictMode>
  );

  const container = document.getElementById('root');
  if (container?.firstElementChild) {
    // The server rendered this page (docs/composition.md): keep its HTML and bring it to life.
    // Regions it filled with a remote's fragment are remembered first, before anything changes.
    // Hydration runs as a transition, in slices between which the browser stays responsive; what
    // the visitor does before it reaches them is held and replayed (lib/early-events.ts).
    collectServerFragments(container);
    watchServerStylesheets();
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else if (container) {
    createRoot(container).render(app);
  }
}
