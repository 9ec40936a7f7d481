import { matchRoute, ownEntry } from '../config/route-table';
import { loadRouteTable, readRouteTable } from '../lib/site-routes';
import { ensureRemotes, preloadRemoteFor, setPreviewRemotes } from '../lib/remotes';

/**
 * Starts reading remotes.json and loading the page's remote, so they download while the shell
 * itself starts. @returns the route table sent with the page.
 */
export async function preloadPageRemote() {
  const served = readRouteTable();
  if (served?.preview) setPreviewRemotes(served.preview.remotes);
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
