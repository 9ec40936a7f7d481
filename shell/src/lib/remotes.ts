import { fetchRemotesConfig, loadParcelConfig, registerSiteRemotes } from '@site/shared/parcel';
import type { ParcelConfig } from 'single-spa';
import type { RemoteProps } from '@site/shared/parcel';

let registration: Promise<void> | null = null;
/** A tester's preview: remotes this browser loads from candidate builds (sent with the page, checked by the server). */
let previewRemotes: Record<string, string> = {};

/** Loads these remotes from the candidate builds the server allowed for this browser's preview. */
export function setPreviewRemotes(remotes: Record<string, string>): void {
  previewRemotes = remotes;
}

/**
 * Reads remotes.json (served next to index.html, written per environment) and registers the
 * remotes once. A bad or missing file is reported on the console and retried on the next load,
 * so Retry in a region also recovers from a bad deploy of remotes.json.
 */
export function ensureRemotes(): Promise<void> {
  registration ??= fetchRemotesConfig().then((result) => {
    if (!result.ok) {
      registration = null;
      console.error(`[remotes.json] invalid, no remote can load: ${result.error}`);
      throw new Error(`remotes.json: ${result.error}`);
    }
    registerSiteRemotes({ ...result.config, remotes: { ...result.config.remotes, ...previewRemotes } });
  });
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
