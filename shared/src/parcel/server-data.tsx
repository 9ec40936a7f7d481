/**
 * Data a parcel was rendered with on the server (docs/composition.md, "Pages rendered per request"):
 * its router's data (what the page's loaders answered, under `router`). The server writes it into
 * the HTML as JSON; the browser reads it back before hydrating, so its first render shows the same
 * data as the served HTML.
 */
export type ServerData = Readonly<Record<string, unknown>>;

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
