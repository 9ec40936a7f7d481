import type { RouteLang } from '@site/shared/lang';

/**
 * Server-rendered fragments (docs/composition.md). The shell's server puts a remote's prerendered
 * HTML into the region's host element and marks it with the route and language it was rendered
 * for; the parcel hydrates it only when its own props say the same.
 */
export const SSR_ATTRIBUTE = 'data-ssr';

/** Which page a fragment shows: `en_us:/About`. */
export const fragmentKey = (lang: RouteLang, path: string): string => `${lang}:${path}`;

export interface ServerFragment {
  html: string;
  key: string;
}

/**
 * Fragments known before the first render: in the browser, read from the served document at
 * start-up (before hydration changes anything); on the shell's server, set for one synchronous
 * render of one request.
 */
const fragments = new Map<string, ServerFragment>();

/** Browser start-up: remembers every region the server filled, by remote id. */
export function collectServerFragments(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>(`[data-remote] > [${SSR_ATTRIBUTE}]`).forEach((host) => {
    const id = host.parentElement?.getAttribute('data-remote');
    const key = host.getAttribute(SSR_ATTRIBUTE);
    if (id && key) fragments.set(id, { html: host.innerHTML, key });
  });
}

/** Server: the fragments of the page being rendered now (cleared with `clearServerFragments`). */
export function setServerFragment(id: string, fragment: ServerFragment): void {
  fragments.set(id, fragment);
}

export function clearServerFragments(): void {
  fragments.clear();
}

export const peekServerFragment = (id: string): ServerFragment | undefined => fragments.get(id);

/** Once a region has used its fragment, a later region of the same remote renders afresh. */
export function forgetServerFragment(id: string): void {
  fragments.delete(id);
}
