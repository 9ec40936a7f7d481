import fs from 'node:fs';
import { LRUCache } from 'lru-cache';
import { parseRemotesConfig, type RemotesConfigResult } from '@site/shared/parcel/remotes-config';
import type { RouteManifest } from '@site/shared/routes';
import { sharedVersionProblems, type ManifestShared } from './shared-versions';

/**
 * What the shell's server reads from elsewhere (docs/composition.md): remotes.json from disk
 * (re-read when it changes, so a deploy needs no restart), and each
 * remote's mf-manifest.json, routes.json and fragments from the remote's own origin, with short
 * timeouts and caches. Nothing here ever fails a page: what cannot be had is simply absent.
 */

export interface RemotesFile {
  remotes: Record<string, string>;
  /** The raw file, served to the browser as /remotes.json. */
  raw: string;
  /** The file checked: what every served page tells the browser to load its parts from. */
  config: RemotesConfigResult;
  /** Origins of the remotes, for the Content Security Policy. */
  origins: string[];
  /** Other origins a tester may preview a candidate build from (`previewOrigins`; server/preview.ts). */
  previewOrigins: string[];
  /** The remotes a tester's preview puts in place of the live ones (server/preview.ts `withPreview`). */
  previewed?: string[];
}

const fileCache = new Map<string, { mtimeMs: number; value: unknown }>();

/** A JSON file as it is on disk now, parsed once per change. */
function readJsonFile<T>(file: string, parse: (json: unknown) => T): T {
  const { mtimeMs } = fs.statSync(file);
  const cached = fileCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.value as T;
  const value = parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  fileCache.set(file, { mtimeMs, value });
  return value;
}

export function readRemotesFile(file: string): RemotesFile {
  return readJsonFile(file, (json) => {
    const remotes = ((json as { remotes?: Record<string, string> }).remotes ?? {}) as Record<string, string>;
    const origins = [
      ...new Set(
        Object.values(remotes).flatMap((entry) => {
          try {
            return [new URL(String(entry)).origin];
          } catch {
            return []; // the browser reports an invalid remotes.json; the server leaves the entry out
          }
        }),
      ),
    ];
    const listed = (json as { previewOrigins?: unknown }).previewOrigins;
    const previewOrigins = (Array.isArray(listed) ? listed : []).flatMap((entry) => {
      try {
        return [new URL(String(entry)).origin];
      } catch {
        return [];
      }
    });
    return { remotes, raw: JSON.stringify(json), config: parseRemotesConfig(json), origins, previewOrigins };
  });
}


export interface RemoteSourcesOptions {
  /** How long a remote may take to answer before its part is left out (default 1500 ms). */
  timeoutMs?: number;
  /** How long manifests are trusted before they are read again (default 5 s). */
  manifestTtlMs?: number;
  /** The shell's own shared modules (name → version), against which each remote's are checked. */
  hostShared?: Record<string, string>;
  /** Where a remote whose shared modules the shell may not serve is reported, once per manifest. */
  warn?: (message: string) => void;
}

interface MfManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  shared?: ManifestShared[];
}

/** One remote as the server knows it now: its base URL and whatever of its manifests it could read. */
export interface RemoteState {
  name: string;
  /** The directory of its mf-manifest.json: every relative file of the remote is below it. */
  base: URL;
  manifestUrl: string;
  routes?: RouteManifest;
  entryUrl?: string;
  /** A tester's candidate build, not the live one: its reads and loads are kept apart and limited. */
  preview?: boolean;
}

/** The most entries each cache of the remote sources keeps: the least recently used goes first. */
export const REMOTE_SOURCE_LIMITS = {
  /** Manifests of the live remotes (mf-manifest.json and routes.json, per release). */
  json: 200,
  /** Manifests of previewed candidates, apart, so that previews never push out the live ones. */
  previewJson: 100,
  fragments: 500,
  previewFragments: 100,
  /** Shared-version sets already checked. */
  checked: 200,
} as const;

export function createRemoteSources({ timeoutMs = 1500, manifestTtlMs = 5000, hostShared = {}, warn = () => {} }: RemoteSourcesOptions = {}) {
  interface JsonEntry {
    at: number;
    good: unknown;
    value: Promise<unknown>;
  }
  interface FragmentEntry {
    failedAt?: number;
    value: Promise<string | undefined>;
  }
  // A preview's address is a visitor's choice (a cookie): its reads are cached apart from the live
  // remotes', each cache bounded, so that any number of addresses costs a fixed amount of memory.
  const json = new LRUCache<string, JsonEntry>({ max: REMOTE_SOURCE_LIMITS.json });
  const previewJson = new LRUCache<string, JsonEntry>({ max: REMOTE_SOURCE_LIMITS.previewJson });
  const fragments = new LRUCache<string, FragmentEntry>({ max: REMOTE_SOURCE_LIMITS.fragments });
  const previewFragments = new LRUCache<string, FragmentEntry>({ max: REMOTE_SOURCE_LIMITS.previewFragments });
  const FAILURE_TTL_MS = 2000;
  // The remotes' shared versions already checked, per remote: a manifest is read again every few seconds.
  const checked = new LRUCache<string, true>({ max: REMOTE_SOURCE_LIMITS.checked });

  async function fetchText(url: string): Promise<string | undefined> {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      return response.ok ? await response.text() : undefined;
    } catch {
      return undefined; // down, slow or unreachable: the part is left out
    }
  }

  /**
   * A manifest, read at most every `manifestTtlMs`. When a read fails the last good copy is kept
   * (a remote restarting mid-deploy) and asked again after 2 s, so a remote that comes back is
   * seen at once.
   */
  function readJson<T>(url: string, { preview = false }: { preview?: boolean } = {}): Promise<T | undefined> {
    const cache = preview ? previewJson : json;
    const cached = cache.get(url);
    if (cached && Date.now() - cached.at < manifestTtlMs) return cached.value as Promise<T | undefined>;
    const entry: JsonEntry = { at: Date.now(), good: cached?.good, value: Promise.resolve(undefined) };
    entry.value = fetchText(url).then((text) => {
      let parsed: unknown;
      try {
        parsed = text === undefined ? undefined : (JSON.parse(text) as unknown);
      } catch {
        parsed = undefined;
      }
      if (parsed === undefined) {
        entry.at = Date.now() - manifestTtlMs + FAILURE_TTL_MS;
        return entry.good;
      }
      entry.good = parsed;
      return parsed;
    });
    cache.set(url, entry);
    return entry.value as Promise<T | undefined>;
  }

  /** The state of one remote: its mf-manifest (for the entry) and its routes.json. */
  async function remote(name: string, manifestUrl: string, preview: boolean): Promise<RemoteState | undefined> {
    let base: URL;
    try {
      base = new URL('.', manifestUrl);
    } catch {
      return undefined;
    }
    const [mf, routes] = await Promise.all([readJson<MfManifest>(manifestUrl, { preview }), readJson<RouteManifest>(new URL('routes.json', base).href, { preview })]);
    const versions = `${name} ${JSON.stringify(mf?.shared?.map(({ name: module, version }) => [module, version]))}`;
    if (mf && !checked.has(versions)) {
      checked.set(versions, true);
      for (const problem of sharedVersionProblems(name, hostShared, mf.shared)) warn(problem);
    }
    const meta = mf?.metaData;
    const publicPath = meta?.publicPath && meta.publicPath !== 'auto' ? new URL(meta.publicPath, base) : base;
    const entryUrl = meta?.remoteEntry?.name ? new URL(`${meta.remoteEntry.path ?? ''}${meta.remoteEntry.name}`, publicPath).href : undefined;
    return { name, base, manifestUrl, ...(routes?.pages ? { routes } : {}), ...(entryUrl ? { entryUrl } : {}), ...(preview ? { preview } : {}) };
  }

  /** Every remote of remotes.json, read in parallel. */
  async function remotes(file: RemotesFile): Promise<Record<string, RemoteState>> {
    const previewed = new Set(file.previewed);
    const states = await Promise.all(Object.entries(file.remotes).map(([name, url]) => remote(name, url, previewed.has(name))));
    return Object.fromEntries(states.filter((state): state is RemoteState => Boolean(state)).map((state) => [state.name, state]));
  }

  /**
   * A prerendered fragment. Its URL carries the manifest's version, so a fragment never changes:
   * kept until the cache is full. A fragment rendered for another origin has its asset URLs moved
   * to the origin remotes.json names now.
   */
  function fragment(state: RemoteState, file: string): Promise<string | undefined> {
    const manifest = state.routes;
    if (!manifest) return Promise.resolve(undefined);
    const url = new URL(`${manifest.fragments}${file}`, state.base).href;
    const cache = state.preview ? previewFragments : fragments;
    let cached = cache.get(url);
    if (!cached || (cached.failedAt !== undefined && Date.now() - cached.failedAt > FAILURE_TTL_MS)) {
      const entry: FragmentEntry = { value: Promise.resolve(undefined) };
      entry.value = fetchText(url).then((html) => {
        if (html === undefined) entry.failedAt = Date.now();
        return html;
      });
      cache.set(url, entry);
      cached = entry;
    }
    return cached.value.then((html) => (html && manifest.publicPath && manifest.publicPath !== state.base.href ? html.split(manifest.publicPath).join(state.base.href) : html));
  }

  /** How many entries each cache holds now (each stays within REMOTE_SOURCE_LIMITS). */
  function cacheSizes(): Record<keyof typeof REMOTE_SOURCE_LIMITS, number> {
    return { json: json.size, previewJson: previewJson.size, fragments: fragments.size, previewFragments: previewFragments.size, checked: checked.size };
  }

  return { remotes, fragment, readJson, cacheSizes };
}

export type RemoteSources = ReturnType<typeof createRemoteSources>;
