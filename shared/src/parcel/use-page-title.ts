import { useEffect } from 'react';
import type { RemoteProps } from './types';

/** The `setTitle`s a server render hands its page (`titleRecorder`): called as the page renders. */
const recorders = new WeakSet<RemoteProps['setTitle']>();

/**
 * A `setTitle` for a render on the server, where no effect runs: the page hands its title over as it
 * renders, and `title()` says what it was.
 */
export function titleRecorder(): { setTitle: RemoteProps['setTitle']; title: () => string | undefined } {
  let named: string | undefined;
  const setTitle = (title: string) => {
    named = title;
  };
  recorders.add(setTitle);
  return { setTitle, title: () => named };
}

/**
 * Names the page the visitor is on (an announcement, an article) through the shell's `setTitle`,
 * which composes '{title} | {site}': in the browser once the page has committed; on the server as it
 * renders, so that the site's server puts it in the head of a page rendered per request (a news item
 * its query picks), where a crawler or a link preview reads it.
 */
export function usePageTitle(setTitle: RemoteProps['setTitle'], title: string): void {
  if (recorders.has(setTitle)) setTitle(title);
  useEffect(() => setTitle(title), [setTitle, title]);
}
