import { loadParcelConfig, registerSiteRemotes } from '@site/shared/parcel';
import type { ParcelConfig } from 'single-spa';
import type { RemoteProps, RemotesConfig } from '@site/shared/parcel';

let registration: Promise<void> | null = null;
/** remotes.json as the site's server checked it, sent with the page. */
let served: RemotesConfig | undefined;
/** A tester's preview: remotes this browser loads from candidate builds (sent with the page, checked by the server). */
let previewRemotes: Record<string, string> = {};

/** The remotes the page came with: loaded from there, with no request for remotes.json and no check here. */
export function setServedRemotes(config: RemotesConfig | undefined, preview: Record<string, string> = {}): void {
  served = config;
  previewRemotes = preview;
}

/** remotes.json read and checked here: a page no server composed, or whose server found the file invalid. */
async function readRemotesConfig(): Promise<RemotesConfig> {
  const { fetchRemotesConfig } = await import(/* webpackChunkName: "remotes-config" */ '@site/shared/parcel/remotes-config');
  const result = await fetchRemotesConfig();
  if (result.ok) return result.config;
  console.error(`[remotes.json] invalid, no remote can load: ${result.error}`);
  throw new Error(`remotes.json: ${result.error}`);
}

/**
 * Registers the remotes once, from the page or else from remotes.json (served next to index.html,
 * written per environment). A bad or missing file is reported on the console and read again on the
 * next load, so Retry in a region also recovers from a bad deploy of remotes.json.
 */
export function ensureRemotes(): Promise<void> {
  // The served remotes already have the tester's previews in place; remotes.json read here does not.
  registration ??= (served ? Promise.resolve(served) : readRemotesConfig().then((read) => ({ ...read, remotes: { ...read.remotes, ...previewRemotes } }))).then(
    (config) => registerSiteRemotes(config),
    (error: unknown) => {
      registration = null;
      throw error;
    },
  );
  return registration;
}

/** The shell's parcel loader: remotes.json first, then the federation runtime. */
export async function loadRemoteParcel(id: string): Promise<ParcelConfig<RemoteProps>> {
  await ensureRemotes();
  return loadParcelConfig(id);
}

/**
 * Starts loading the remote a page needs as the shell boots, in parallel with the shell's own
 * strings and first render, rather than when its region first renders.
 */
export function preloadRemoteFor(remote: string | undefined): void {
  if (remote) loadRemoteParcel(`${remote}/Pages`).catch(() => undefined); // the region reports failures
}
