import './app/init-lang';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from '@site/shared/i18n';
import { BrowserRouter } from 'react-router';
import { isMobileUserAgent } from '@site/shared/env';
import '@site/shared/styles/tokens.css';
import { App } from './app/app';
import { matchRoute } from './config/route-table';
import { ensureRemotes, preloadRemoteFor } from './lib/remotes';
import { shellI18n } from './i18n';

// spec 9: a mobile user agent gets the mobile header whatever its width.
if (isMobileUserAgent(navigator.userAgent)) document.documentElement.dataset.mobileUa = '';

// Start reading remotes.json and loading this page's remote now, in parallel with the first render.
ensureRemotes().catch(() => undefined);
const [, first = '', ...rest] = window.location.pathname.split('/');
if (first === 'exportdrawback') preloadRemoteFor('exportdrawback');
else {
  const match = matchRoute(`/${rest.join('/')}`);
  if (match.kind === 'route') preloadRemoteFor(match.route.remote);
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={shellI18n}>
        <Suspense fallback={null}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </Suspense>
      </I18nextProvider>
    </StrictMode>,
  );
}
