import { matchRoute, ownEntry } from '../config/route-table';
import { loadRouteTable, readRouteTable } from '../lib/site-routes';
import { ensureRemotes, preloadRemoteFor } from '../lib/remotes';

/**
 * Starts reading remotes.json and loading the page's remote, so they download while the shell
 * itself starts. @returns the route table sent with the page.
 */
export async function preloadPageRemote() {
  ensureRemotes().catch(() => undefined);
  const table = readRouteTable() ?? (await loadRouteTable());
  const [, first = '', ...rest] = window.location.pathname.split('/');
  const outside = ownEntry(table.outside, first);
  if (outside) preloadRemoteFor(outside.remote);
  else {
    const match = matchRoute(`/${rest.join('/')}`, table);
    if (match.kind === 'route') preloadRemoteFor(match.route.remote);
  }
  return table;
}
