import './app/init-lang';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from '@site/shared/i18n';
import { BrowserRouter } from 'react-router';
import { isMobileUserAgent } from '@site/shared/env';
import { collectServerFragments, watchServerStylesheets } from '@site/shared/parcel';
import '@site/shared/styles/tokens.css';
import { App } from './app/app';
import { matchRoute } from './config/route-table';
import { readRouteTable } from './lib/site-routes';
import { ensureRemotes, preloadRemoteFor } from './lib/remotes';
import { shellI18n } from './i18n';

// spec 9: a mobile user agent gets the mobile header whatever its width.
if (isMobileUserAgent(navigator.userAgent)) document.documentElement.dataset.mobileUa = '';

const table = readRouteTable();

// Start reading remotes.json and loading this page's remote now, in parallel with the first render.
ensureRemotes().catch(() => undefined);
const [, first = '', ...rest] = window.location.pathname.split('/');
const outside = table.outside[first];
if (outside) preloadRemoteFor(outside);
else {
  const match = matchRoute(`/${rest.join('/')}`, table);
  if (match.kind === 'route') preloadRemoteFor(match.route.remote);
}

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
