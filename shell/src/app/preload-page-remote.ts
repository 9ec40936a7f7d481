import { matchRoute, ownEntry } from '../config/route-table';
import { loadRouteTable, readRouteTable } from '../lib/site-routes';
import { ensureRemotes, preloadRemoteFor, setServedRemotes } from '../lib/remotes';

/**
 * Registers the remotes (as the page names them, else from remotes.json) and starts loading the
 * page's remote, so that it downloads while the shell itself starts. @returns the route table sent
 * with the page.
 */
export async function preloadPageRemote() {
  const served = readRouteTable();
  setServedRemotes(served?.remotes, served?.preview?.remotes);
  ensureRemotes().catch(() => undefined);
  const table = served ?? (await loadRouteTable());
  const [, first = '', ...rest] = window.location.pathname.split('/');
  const outside = ownEntry(table.outside, first);
  if (outside) preloadRemoteFor(outside.remote);
  else {
    const match = matchRoute(`/${rest.join('/')}`, table);
    if (match.kind === 'route') preloadRemoteFor(match.route.remote);
  }
  return table;
}
