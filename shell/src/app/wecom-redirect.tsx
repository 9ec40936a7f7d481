import { Navigate, useLocation } from 'react-router';
import { safeRedirectTarget } from '../lib/safe-redirect';

export function WecomRedirect() {
  const { search } = useLocation();
  return <Navigate to={safeRedirectTarget(search, window.location.origin)} replace />;
}
