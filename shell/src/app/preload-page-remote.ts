import { matchRoute } from '../config/route-table';
import { readRouteTable } from '../lib/site-routes';
import { ensureRemotes, preloadRemoteFor } from '../lib/remotes';

/**
 * Starts reading remotes.json and loading the page's remote, so they download while the shell
 * itself starts. @returns the route table sent with the page.
 */
export function preloadPageRemote() {
  const table = readRouteTable();
  ensureRemotes().catch(() => undefined);
  const [, first = '', ...rest] = window.location.pathname.split('/');
  const outside = table.outside[first];
  if (outside) preloadRemoteFor(outside);
  else {
    const match = matchRoute(`/${rest.join('/')}`, table);
    if (match.kind === 'route') preloadRemoteFor(match.route.remote);
  }
  return table;
}
