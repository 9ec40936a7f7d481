import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ParcelConfig } from 'single-spa';
import { yieldToMain } from '@site/shared/env';
import type { RemoteProps, RemotesConfig } from './types';

/**
 * The federation side of the site: which remotes exist, how long we wait for them, and the
 * runtime plugin that adds what the federation runtime lacks (docs/federation.md, three layers):
 * a manifest fetch timeout with bounded retry, a script timeout, and a watch on remote CSS,
 * whose failure is otherwise silent under a manifest entry.
 */

const DEFAULTS: RemotesConfig['timeouts'] = { manifestMs: 10_000, scriptMs: 30_000 };
let timeouts = DEFAULTS;
let retries = 2;
let entries: Record<string, string> = {};
let pluginRegistered = false;
/** How often each remote was retried: its entry script is then loaded under a new URL. */
const retries_ = new Map<string, number>();

type CssFailureListener = (remote: string, url: string) => void;
const cssFailureListeners = new Set<CssFailureListener>();
/** Remotes whose stylesheets, linked by the page's server, failed before any region listened. */
const failedServerCss = new Set<string>();

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchWithTimeout(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`Timed out after ${timeouts.manifestMs} ms: ${url}`)), timeouts.manifestMs);
    try {
      const response = await fetch(url, { ...init, signal: controller.signal });
      // A 5xx may be a deploy in progress: worth another try. A 404 will not get better.
      if (response.status >= 500 && attempt < retries) throw new Error(`HTTP ${response.status}`);
      return response;
    } catch (error) {
      if (attempt >= retries || controller.signal.aborted) throw error;
      await delay(300 * 2 ** attempt);
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * Whether the page preloads a remote's start-up scripts: its server lists them as preloads
 * (a region left to the browser) or names them for its start-up script to preload once the page
 * has painted (a rendered region), marked with the remote's name either way.
 */
function pagePreloads(remote: string): boolean {
  return document.querySelector(`link[rel="preload"][as="script"][data-remote="${CSS.escape(remote)}"]`) !== null;
}

function sitePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-resilience',
    beforePreloadRemote({ preloadOps }) {
      // The runtime would load the module's scripts itself, at a cost of 10-30 ms of main thread on
      // a phone, in the task that also starts the remote; those the page already preloads are left
      // to the remote's own chunk loading, which then finds them in the cache. Not on a retry: a
      // preload that failed answers its URL with the failure, and the runtime's scripts carry the
      // retry's query (createScript below).
      const kept = preloadOps.filter(({ nameOrAlias }) => (retries_.get(nameOrAlias) ?? 0) > 0 || !pagePreloads(nameOrAlias));
      preloadOps.splice(0, preloadOps.length, ...kept);
    },
    // Loading a remote is four steps of main-thread work: its entry script runs, its container
    // joins the shared scope, its exposed module's chunks are started, and that module runs. The
    // runtime chains them with promises, so that they ran in one or two tasks of 15-35 ms on a phone,
    // each blocking the visitor; a task of its own for each keeps them short (docs/performance.md).
    beforeInitRemote: () => yieldToMain(),
    beforeGetExpose: () => yieldToMain(),
    beforeExecuteFactory: () => yieldToMain(),
    fetch(url, init) {
      return fetchWithTimeout(url, init);
    },
    createScript({ url, attrs, remoteInfo }) {
      const attempt = remoteInfo ? (retries_.get(remoteInfo.name) ?? 0) : 0;
      if (attempt === 0) return { timeout: timeouts.scriptMs };
      // A script that failed once (or whose preload failed) is answered from the page's memory
      // of that failure; a new query makes the browser ask the server again.
      const script = document.createElement('script');
      for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value));
      script.src = `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
      return { script, timeout: timeouts.scriptMs };
    },
    createLink({ url, attrs, remoteInfo }) {
      if (attrs?.rel !== 'stylesheet') return undefined;
      const link = document.createElement('link');
      link.href = url;
      for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, String(value));
      link.onerror = () => cssFailureListeners.forEach((listen) => listen(remoteInfo?.name ?? '', url));
      return link;
    },
    errorLoadRemote({ id, error, lifecycle }) {
      // No fallback module: the region that asked shows the localized error with Retry.
      console.error(`[federation] ${id} failed at ${lifecycle}:`, error);
      return undefined;
    },
  };
}

/** Registers the remotes of a validated remotes.json. Safe to call again with a new file. */
export function registerSiteRemotes(config: RemotesConfig): void {
  timeouts = config.timeouts;
  retries = config.retries;
  entries = { ...config.remotes };
  if (!pluginRegistered) {
    registerPlugins([sitePlugin()]);
    pluginRegistered = true;
  }
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })), { force: true });
}

/**
 * The stylesheets the shell's server linked for a remote (`data-remote`, docs/composition.md)
 * are watched like the runtime's own: the runtime reuses a link it finds, so their failure would
 * otherwise be silent. Call at start-up: a deferred script runs once the stylesheets above it have
 * loaded or failed, and these links are in CORS mode: a loaded sheet's rules can be read, while
 * a failed link gets a sheet whose rules cannot (or none at all). A failed link is removed, so
 * that Retry, and the remote's own CSS loader, load it afresh.
 */
export function watchServerStylesheets(root: ParentNode = document): void {
  const failed = (link: HTMLLinkElement) => {
    try {
      return (link.sheet?.cssRules.length ?? 0) === 0;
    } catch {
      return true;
    }
  };
  root.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-remote]').forEach((link) => {
    if (!failed(link)) return;
    const remote = link.getAttribute('data-remote') ?? '';
    failedServerCss.add(remote);
    link.remove();
    cssFailureListeners.forEach((listen) => listen(remote, link.href));
  });
}

/** Forgets everything cached for one remote, so the next load fetches it afresh (Retry). */
export function reloadRemote(name: string): void {
  const entry = entries[name];
  failedServerCss.delete(name);
  if (!entry) return;
  retries_.set(name, (retries_.get(name) ?? 0) + 1);
  registerRemotes([{ name, entry }], { force: true });
}

export function onRemoteCssFailure(listener: CssFailureListener): () => void {
  cssFailureListeners.add(listener);
  // A region that starts listening after the page's own stylesheets failed hears of it at once.
  for (const remote of failedServerCss) listener(remote, '');
  return () => cssFailureListeners.delete(listener);
}

/** Loads `remote/expose` and returns its parcel config (the module's default export). */
export async function loadParcelConfig(id: string): Promise<ParcelConfig<RemoteProps>> {
  const module = await loadRemote<{ default: ParcelConfig<RemoteProps> }>(id);
  if (!module?.default) throw new Error(`Remote module ${id} has no default parcel export`);
  return module.default;
}

export const remoteNameOf = (id: string): string => id.split('/')[0] ?? id;
