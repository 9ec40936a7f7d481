import type { Page, Route } from '@playwright/test';
import { originOf } from './apps';

/** Origins of the remotes in the local remotes.json (their ports in shared/apps.json). */
export const REMOTE_ORIGINS = {
  marketing: originOf('marketing'),
  docs: originOf('docs'),
  fx: originOf('fx'),
  ota: originOf('ota'),
  exportdrawback: originOf('exportdrawback'),
} as const;
export type RemoteName = keyof typeof REMOTE_ORIGINS;

/**
 * Makes a remote behave as if its server were not started: every request to its origin is
 * refused, as the browser sees when nothing listens on the port.
 */
export async function stopRemote(page: Page, remote: RemoteName): Promise<() => Promise<void>> {
  const pattern = `${REMOTE_ORIGINS[remote]}/**`;
  const handler = (route: Route) => route.abort('connectionrefused');
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}

/** Aborts the remote's requests whose URL matches `match` (e.g. only its CSS, or only its chunks). */
export async function failRemoteRequests(page: Page, remote: RemoteName, match: RegExp): Promise<() => Promise<void>> {
  const pattern = `${REMOTE_ORIGINS[remote]}/**`;
  const handler = (route: Route) => (match.test(route.request().url()) ? route.abort('failed') : route.continue());
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}

/** Routes the remote's requests that match `match` into `held` (they neither answer nor fail); the rest go on. */
async function holdMatching(page: Page, remote: RemoteName, match: RegExp): Promise<{ held: Route[]; unroute: () => Promise<void> }> {
  const pattern = `${REMOTE_ORIGINS[remote]}/**`;
  const held: Route[] = [];
  const handler = (route: Route) => {
    if (match.test(route.request().url())) held.push(route);
    else void route.continue();
  };
  await page.route(pattern, handler);
  return { held, unroute: () => page.unroute(pattern, handler) };
}

/** Requests to the remote that match `match` never answer; the returned cleanup fails them as timed out. */
export async function hangRemoteRequests(page: Page, remote: RemoteName, match: RegExp): Promise<() => Promise<void>> {
  const { held, unroute } = await holdMatching(page, remote, match);
  return async () => {
    await unroute();
    await Promise.all(held.map((route) => route.abort('timedout').catch(() => undefined)));
  };
}

/**
 * Holds the remote's requests that match `match` (they neither answer nor fail) until `release`, which lets
 * them through to the server: a load that is slow, not broken.
 */
export async function holdRemoteRequests(page: Page, remote: RemoteName, match: RegExp): Promise<{ held: () => string[]; release: () => Promise<void> }> {
  const { held, unroute } = await holdMatching(page, remote, match);
  return {
    held: () => held.map((route) => route.request().url()),
    release: async () => {
      // Let the held ones through before the handler goes: unrouting would hand them on by itself.
      await Promise.all(held.splice(0).map((route) => route.continue()));
      await unroute();
    },
  };
}

/** remotes.json's settings, as a patch over what the site publishes. */
type RemotesPatch = Record<string, unknown>;

/**
 * Changes the remotes a composed page comes with (the JSON block the shell reads as it starts) before
 * any of the page's scripts reads them, and remotes.json, which a page without them reads. `null`
 * takes them out of the page, as the site's server does when the file it read is invalid. The
 * document itself is left as served: a page answered by the test would be another address space to
 * the browser, which then refuses it the remotes' origins on this machine.
 */
export async function changeRemotesConfig(page: Page, patch: RemotesPatch | null): Promise<void> {
  await page.addInitScript((change: RemotesPatch | null) => {
    new MutationObserver((_records, observer) => {
      const block = document.getElementById('site-routes');
      // Whole once the parser has gone past it: the start-up script follows it.
      if (!block?.nextSibling) return;
      observer.disconnect();
      const { remotes, ...table } = JSON.parse(block.textContent ?? '{}') as { remotes?: RemotesPatch };
      block.textContent = JSON.stringify(change === null || remotes === undefined ? table : { ...table, remotes: { ...remotes, ...change } });
    }).observe(document, { childList: true, subtree: true });
  }, patch);
  if (patch === null) return;
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as RemotesPatch), ...patch } });
  });
}

/** Short timeouts and no retries, so that a test of a hanging remote need not wait 10 s. */
export function shortenRemoteTimeouts(page: Page, timeouts = { manifestMs: 1500, scriptMs: 1500 }): Promise<void> {
  return changeRemotesConfig(page, { timeouts, retries: 0 });
}
