import { Navigate, Route, Routes, useLocation } from 'react-router';
import type { SiteRouteTable } from '../config/route-table';
import { preferredLang } from '../lib/lang-storage';
import { PreviewBanner } from '../features/layout/components/preview-banner';
import { RouteTableProvider } from '../lib/site-routes';
import { LangLayout } from './lang-layout';
import { OwnSitePage } from './own-site-page';
import { WecomRedirect } from './wecom-redirect';

/** A path without a language prefix goes to the same path under the preferred language. */
function PrefixRedirect() {
  const { pathname, search, hash } = useLocation();
  const below = pathname === '/' ? '' : pathname;
  return <Navigate to={`/${preferredLang()}${below}${search}${hash}`} replace />;
}

export interface AppProps {
  /** The site's routes: sent with the page by the server, or built from the remotes' manifests. */
  table: SiteRouteTable;
}

/** The shell's whole tree, rendered by its server per request and hydrated in the browser. */
export function App({ table }: AppProps) {
  return (
    <RouteTableProvider table={table}>
      {table.preview && <PreviewBanner preview={table.preview} />}
      <Routes>
        <Route path="/WecomRedirect" element={<WecomRedirect />} />
        {Object.entries(table.outside).map(([segment, site]) => (
          <Route key={segment} path={`/${segment}/*`} element={<OwnSitePage segment={segment} site={site} />} />
        ))}
        <Route path="/:lang/*" element={<LangLayout fallback={<PrefixRedirect />} />} />
        <Route path="*" element={<PrefixRedirect />} />
      </Routes>
    </RouteTableProvider>
  );
}
