import { createContext, useContext, type ReactNode } from 'react';

/**
 * Data a parcel was rendered with on the server (docs/composition.md, "Pages rendered per request"):
 * what its `useResource` loads read there, by resource key, and what the site's server adds itself
 * (the outcome of a form posted without JavaScript). The server writes it into the HTML as JSON; the
 * browser reads it back before hydrating, so its first render shows the same data as the served HTML.
 *
 * It lives in `@site/shared/parcel`, a federation singleton, so that the provider (in `parcelElement`)
 * and the hooks (in each remote's copy of `@site/shared/resource`) meet in one React context.
 */
export type ServerData = Readonly<Record<string, unknown>>;

/** Loads a resource on the server: the same function `useResource` runs in the browser. */
export type ServerLoad = (signal: AbortSignal) => Promise<unknown>;

interface ServerDataScope {
  data: ServerData;
  /** Only during the server's first pass: records what the page would load. */
  record?: (key: string, load: ServerLoad) => void;
}

const NONE: ServerDataScope = { data: {} };
const ServerDataContext = createContext<ServerDataScope>(NONE);

export function ServerDataProvider({ data, record, children }: { data: ServerData; record?: ServerDataScope['record']; children: ReactNode }) {
  return <ServerDataContext.Provider value={record ? { data, record } : { data }}>{children}</ServerDataContext.Provider>;
}

/** The data the server rendered this parcel with under `key`, if any. */
export function useServerData<T>(key: string): T | undefined {
  const { data } = useContext(ServerDataContext);
  return Object.hasOwn(data, key) ? (data[key] as T) : undefined;
}

/** `useResource`'s side: the served value for `key`, or (on the server's first pass) a record of the load. */
export function useServedResource<T>(key: string | null, load: ServerLoad): T | undefined {
  const scope = useContext(ServerDataContext);
  if (key === null) return undefined;
  if (Object.hasOwn(scope.data, key)) return scope.data[key] as T;
  scope.record?.(key, load);
  return undefined;
}

/**
 * Marks the script element that carries the data: a child of the parcel's host, the first the
 * parcel renders (React may write its resource hints, an image's preload, ahead of it).
 */
export const SERVER_DATA_ATTRIBUTE = 'data-server-data';

/**
 * JSON safe inside a script element: `<` cannot close it or open a comment, and the two line
 * separators JavaScript once refused are escaped too. The browser parses it back unchanged.
 */
export function serializeServerData(data: ServerData): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The element that carries the data, rendered the same on the server and in the browser. */
export function ServerDataScript({ json }: { json: string }) {
  return <script type="application/json" {...{ [SERVER_DATA_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: json }} />;
}

/** The data a served host carries: its text as written (to render it again unchanged) and its value. */
export function readServerData(host: Element): { json: string; data: ServerData } | undefined {
  const script = [...host.children].find((child) => child.tagName === 'SCRIPT' && child.hasAttribute(SERVER_DATA_ATTRIBUTE));
  if (!script) return undefined;
  const json = script.textContent ?? '';
  try {
    const data: unknown = JSON.parse(json);
    return data && typeof data === 'object' && !Array.isArray(data) ? { json, data: data as ServerData } : undefined;
  } catch {
    return undefined;
  }
}
