import { LRUCache } from 'lru-cache';
import type { RouteLang } from '@site/shared/lang';
import type { ServerData } from '@site/shared/parcel';
import type { FormActionResult, PostedFields } from '@site/shared/parcel';
import type { ServerRemote } from '@site/shared/parcel/server';
import type { RemoteState } from './remote-sources';
import { SERVER_BUILD_HEADER } from './server-builds';
import { evaluateServerBuild } from './server-build-network';
import { findIncludes, regionMarkup } from './includes';

export { findIncludes, type IncludeSlot } from './includes';

/**
 * Pages and regions rendered per request (docs/composition.md, "Pages rendered per request"). A
 * remote publishes its server build beside its files (`server` in routes.json); the site's server
 * loads it once per version and renders with it, with the api at hand:
 *
 * - a live route's page (`live` in routes.json): its lookup lists, or a form posted without
 *   JavaScript and its outcome;
 * - a region a page embeds (`data-include` on an empty element of the page's HTML, as Home embeds
 *   the rate widget): filled with the embedded remote's render, the latest rates in it.
 *
 * What cannot be rendered in time is served as built: the page's fragment, an empty region the
 * browser fills. A render that goes on past the deadline still fills the cache for the next visitor.
 */

export interface LiveRendererOptions {
  /** The api, as the site's server reaches it. */
  apiUrl: string;
  /** How long a visitor's page may wait for a render before it is served as built (default 1.5 s). */
  deadlineMs?: number;
  /**
   * How long the answer to a posted form may wait for its render (default 10 s): served as built, it
   * would lose what the visitor typed and what became of it.
   */
  dataDeadlineMs?: number;
  /** How long a remote's server build may take to download (default 5 s). */
  downloadTimeoutMs?: number;
  /**
   * The environment's token, sent with every download of a server build (SERVER_BUILD_HEADER): a remote's
   * origin serves its server build to no one else.
   */
  serverBuildToken?: string;
  /** How long a render without site data (the same for every visitor) is kept (default 60 s). */
  cacheTtlMs?: number;
  /** How long a render some of whose data was missing is kept (default 3 s): the api may be starting. */
  incompleteTtlMs?: number;
  /** How long an expired render may still be served while a new one is made (default 10 min). */
  staleTtlMs?: number;
  /**
   * How many server builds of testers' previews may be loaded in any minute (default 6): each is a
   * download and an evaluation in this process. Past it, a previewed page is served as built or left
   * to the browser. The live remotes' builds are never limited.
   */
  previewBuildsPerMinute?: number;
  warn?: (message: string) => void;
}

export interface LiveRequest {
  lang: RouteLang;
  /** Below the remote's mount point, starting with '/'. */
  path: string;
  query?: Record<string, string>;
  /** The site's data for this request alone (a form's outcome): never cached. */
  data?: ServerData;
}

/** A page or region rendered per request. */
export interface LiveRender {
  html: string;
  /** The title the page gave itself as it rendered (an announcement's), for the document's head. */
  title?: string;
}

/** A form posted without JavaScript to a live page, for its remote's action. */
export interface LiveAction {
  lang: RouteLang;
  /** The page's path below the remote's mount, starting with '/'. */
  path: string;
  query: Record<string, string>;
  /** The form's name (its hidden field). */
  form: string;
  fields: PostedFields;
  /** The visitor's address as the api is told it (`X-Forwarded-For`). */
  forwardedFor: string;
}

/** What running a posted form's action came to. */
export type LiveActionResult =
  | ({ kind: 'done' } & FormActionResult)
  /** The page's action sent the visitor on: a path below the remote's mount point, with its query. */
  | { kind: 'redirect'; location: string }
  /** The remote has no form of that name. */
  | { kind: 'unknown' }
  /** The remote's server build is missing or failed: the form could not be handled. */
  | { kind: 'unavailable' };

/** The most entries each cache of the live renderer keeps: the least recently used goes first. */
export const LIVE_RENDER_LIMITS = {
  /** The live remotes' server builds, loaded and evaluated. */
  builds: 12,
  /** Testers' candidate builds, apart, so that a preview never pushes out a live build. */
  previewBuilds: 8,
  renders: 300,
} as const;

export function createLiveRenderer({
  apiUrl,
  deadlineMs = 1500,
  dataDeadlineMs = 10_000,
  downloadTimeoutMs = 5000,
  serverBuildToken,
  cacheTtlMs = 60_000,
  incompleteTtlMs = 3000,
  staleTtlMs = 600_000,
  previewBuildsPerMinute = 6,
  warn = () => {},
}: LiveRendererOptions) {
  const builds = new LRUCache<string, Promise<ServerRemote | undefined>>({ max: LIVE_RENDER_LIMITS.builds });
  const previewBuilds = new LRUCache<string, Promise<ServerRemote | undefined>>({ max: LIVE_RENDER_LIMITS.previewBuilds });
  interface CachedRender {
    at: number;
    ttl: number;
    render: Promise<LiveRender | undefined>;
    /** The render, once made with all its data: what may be served after it expires. */
    value?: LiveRender;
  }
  const rendered = new LRUCache<string, CachedRender>({ max: LIVE_RENDER_LIMITS.renders });
  /**
   * Renders under way at once in one build (each has its own api client and strings, so they run side
   * by side). A page picked by its query is rendered per distinct query, so a run of made-up queries
   * could otherwise start renders faster than they finish; past this, a page is served as it would be
   * without a render, at once.
   */
  const MAX_IN_FLIGHT = 8;
  /** Renders under way per build; a build with none has no entry. */
  const inFlight = new Map<string, number>();
  /** When the preview builds of the last minute were loaded, oldest first. */
  const previewLoads: number[] = [];
  let limitWarnedAt = -Infinity;

  /** Whether one more preview build may be loaded now (then counted), within `previewBuildsPerMinute` in any minute. */
  function takePreviewLoad(): boolean {
    const now = Date.now();
    while (previewLoads.length > 0 && now - (previewLoads[0] ?? now) >= 60_000) previewLoads.shift();
    if (previewLoads.length >= previewBuildsPerMinute) {
      if (now - limitWarnedAt >= 60_000) {
        limitWarnedAt = now;
        warn(`more than ${previewBuildsPerMinute} server builds of previews were asked for within a minute; previewed pages are served as built until then.`);
      }
      return false;
    }
    previewLoads.push(now);
    return true;
  }

  function build(url: string, preview = false): Promise<ServerRemote | undefined> {
    const cache = preview ? previewBuilds : builds;
    const cached = cache.get(url);
    if (cached) return cached;
    if (preview && !takePreviewLoad()) return Promise.resolve(undefined);
    const entry: Promise<ServerRemote | undefined> = fetch(url, { signal: AbortSignal.timeout(downloadTimeoutMs), headers: serverBuildToken ? { [SERVER_BUILD_HEADER]: serverBuildToken } : {} })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        return evaluateServerBuild(await response.text(), url);
      })
      .catch((error: unknown) => {
        warn(`the server build ${url} could not be loaded (${error instanceof Error ? error.message : String(error)}); its pages are served as built.`);
        // Asked again by a later request.
        setTimeout(() => {
          if (cache.peek(url) === entry) cache.delete(url);
        }, 5000).unref();
        return undefined;
      });
    cache.set(url, entry);
    return entry;
  }

  /** The remote's page or region rendered now, with the api; undefined when it has no server build or the render failed. */
  function renderNow(state: RemoteState, request: LiveRequest, onIncomplete: () => void = () => undefined): Promise<LiveRender | undefined> {
    const manifest = state.routes;
    if (!manifest?.server) return Promise.resolve(undefined);
    const url = new URL(manifest.server, state.base).href;
    const running = inFlight.get(url) ?? 0;
    if (running >= MAX_IN_FLIGHT) return Promise.resolve(undefined);
    inFlight.set(url, running + 1);
    const done = () => {
      const left = (inFlight.get(url) ?? 1) - 1;
      if (left > 0) inFlight.set(url, left);
      else inFlight.delete(url);
    };
    const made = build(url, state.preview).then((remote) =>
      remote
        ? remote.render(request.lang, request.path, { query: request.query ?? {}, apiUrl, ...(request.data ? { data: request.data } : {}) }).then(
            // Asset URLs rendered for the build's own origin move to the one remotes.json names now.
            ({ html, incomplete, title }): LiveRender => {
              if (incomplete) onIncomplete();
              const moved = manifest.publicPath && manifest.publicPath !== state.base.href ? html.split(manifest.publicPath).join(state.base.href) : html;
              return { html: moved, ...(title ? { title } : {}) };
            },
            (error: unknown) => {
              warn(`${state.name} could not render ${request.path} per request: ${error instanceof Error ? error.message : String(error)}`);
              return undefined;
            },
          )
        : undefined,
    );
    void made.finally(done);
    return made;
  }

  /** What a visitor waits for: the render, or nothing once the deadline has passed. */
  function withinDeadline(made: Promise<LiveRender | undefined>, ms = deadlineMs): Promise<LiveRender | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), ms);
    });
    return Promise.race([made, late]).finally(() => clearTimeout(timer));
  }

  /**
   * A page or region rendered per request. Without site data the render is the same for every
   * visitor and kept for `cacheTtlMs`; with it (a posted form) it is this visitor's alone.
   */
  function render(state: RemoteState, request: LiveRequest): Promise<LiveRender | undefined> {
    if (request.data) return withinDeadline(renderNow(state, request), dataDeadlineMs);
    const key = `${state.routes?.server ?? ''}|${state.base.href}|${request.lang}|${request.path}|${JSON.stringify(request.query ?? {})}`;
    const cached = rendered.get(key);
    const age = cached ? Date.now() - cached.at : Infinity;
    if (cached && age < cached.ttl) return withinDeadline(cached.render);
    const entry: CachedRender = { at: Date.now(), ttl: cacheTtlMs, render: Promise.resolve(undefined) };
    let incomplete = false;
    entry.render = renderNow(state, request, () => {
      incomplete = true;
      entry.ttl = incompleteTtlMs;
    });
    entry.render.then(
      (made) => {
        if (made === undefined) {
          // A failed render is not kept: the next request tries again.
          if (rendered.peek(key) === entry) rendered.delete(key);
        } else if (!incomplete) entry.value = made;
      },
      () => undefined,
    );
    rendered.set(key, entry);
    // An expired render that is not too old is served while the new one is made (stale while revalidate):
    // the visitor never waits for a render a cache could answer. The next visitor gets the new one.
    if (cached?.value !== undefined && age < staleTtlMs) {
      entry.render.then((made) => made === undefined && rendered.set(key, cached), () => undefined);
      return Promise.resolve(cached.value);
    }
    return withinDeadline(entry.render);
  }

  /**
   * Fills the regions a page's HTML embeds with their remotes' renders, and names the remotes it
   * included (their stylesheets go in the page's head). A region whose remote is unknown, down or
   * late stays empty, and the browser loads it as it always has.
   */
  async function fillIncludes(html: string, lang: RouteLang, remotes: Record<string, RemoteState>): Promise<{ html: string; included: RemoteState[] }> {
    const slots = findIncludes(html);
    if (slots.length === 0) return { html, included: [] };
    const included = new Map<string, RemoteState>();
    const filled = await Promise.all(
      slots.map(async (slot) => {
        const state = remotes[slot.id.split('/')[0] ?? ''];
        const region = state ? await render(state, { lang, path: '/', query: slot.query }) : undefined;
        if (region === undefined || !state) return '';
        included.set(state.name, state);
        return regionMarkup(slot, lang, region.html);
      }),
    );
    let out = '';
    let from = 0;
    slots.forEach((slot, index) => {
      out += html.slice(from, slot.at) + (filled[index] ?? '');
      from = slot.at;
    });
    return { html: out + html.slice(from), included: [...included.values()] };
  }

  /**
   * Runs the action of the page a form was posted to, in its remote's server build, with a client of
   * the post's own (the api's address, the visitor's as `X-Forwarded-For`).
   */
  async function action(state: RemoteState, request: LiveAction): Promise<LiveActionResult> {
    const manifest = state.routes;
    if (!manifest?.server) return { kind: 'unavailable' };
    const url = new URL(manifest.server, state.base).href;
    const remote = await build(url, state.preview);
    if (!remote) return { kind: 'unavailable' };
    if (typeof remote.action !== 'function') return { kind: 'unknown' };
    const { form, ...input } = request;
    try {
      const result = await remote.action({ ...input, apiUrl });
      if (!result) return { kind: 'unknown' };
      return 'redirect' in result ? { kind: 'redirect', location: result.redirect } : { kind: 'done', ...result };
    } catch (error) {
      warn(`${state.name} could not run the action of the form "${form}": ${error instanceof Error ? error.message : String(error)}`);
      return { kind: 'unavailable' };
    }
  }

  /** Starts loading a remote's server build, so that the first visitor who needs it does not wait for the download. */
  function warm(state: RemoteState): void {
    if (state.routes?.server) void build(new URL(state.routes.server, state.base).href, state.preview);
  }

  /** How many entries each cache holds now (the caches stay within LIVE_RENDER_LIMITS), and the builds with renders under way. */
  function cacheSizes(): Record<keyof typeof LIVE_RENDER_LIMITS | 'inFlight', number> {
    return { builds: builds.size, previewBuilds: previewBuilds.size, renders: rendered.size, inFlight: inFlight.size };
  }

  return { render, fillIncludes, action, warm, cacheSizes };
}

export type LiveRenderer = ReturnType<typeof createLiveRenderer>;
