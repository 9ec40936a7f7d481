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

/** Serves remotes.json with short timeouts, so a test of a hanging remote need not wait 10 s. */
export async function shortenRemoteTimeouts(page: Page, timeouts = { manifestMs: 1500, scriptMs: 1500 }): Promise<void> {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, timeouts, retries: 0 } });
  });
}
