import { Component, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { safeRedirectTarget } from '../lib/safe-redirect';

/** Whatever a target does to the router, the visitor lands on the home page, never on a blank one. */
class GoHomeOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <Navigate to="/" replace /> : this.props.children;
  }
}

export function WecomRedirect() {
  const { search } = useLocation();
  return (
    <GoHomeOnError>
      <Navigate to={safeRedirectTarget(search, window.location.origin)} replace />
    </GoHomeOnError>
  );
}
