import { Navigate, Route, Routes, useLocation } from 'react-router';
import { ExportDrawbackPage } from './export-drawback-page';
import { LangLayout } from './lang-layout';
import { preferredLang } from '../lib/lang-storage';
import { WecomRedirect } from './wecom-redirect';

/** A path without a language prefix goes to the same path under the preferred language (spec 2.1). */
function PrefixRedirect() {
  const { pathname, search, hash } = useLocation();
  const below = pathname === '/' ? '' : pathname;
  return <Navigate to={`/${preferredLang()}${below}${search}${hash}`} replace />;
}

export function App() {
  return (
    <Routes>
      <Route path="/WecomRedirect" element={<WecomRedirect />} />
      <Route path="/exportdrawback/*" element={<ExportDrawbackPage />} />
      <Route path="/:lang/*" element={<LangLayout fallback={<PrefixRedirect />} />} />
      <Route path="*" element={<PrefixRedirect />} />
    </Routes>
  );
}
