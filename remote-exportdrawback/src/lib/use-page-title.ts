import { useEffect } from 'react';
import { usePageTitle as useSharedPageTitle } from '@site/shared/parcel';
import { pageTitle } from '@site/shared/routes';

/**
 * Sets the page title through the shell (`setTitle`; the shell adds ' | 信风出口退税').
 *
 * A shell that composes that suffix in the visitor's site language rather than the micro-site's
 * (an English visitor would read '| Tradewind Export Tax Refund') leaves a title that does not end
 * with the micro-site's own name: the title is then written here in the same '{title} | {name}'
 * form. (The fix belongs in the shell: see README, "Should move out of this package".)
 */
export function usePageTitle(title: string, setTitle: (title: string) => void, siteName: string): void {
  // Through the shell, and on the server into the head of a page rendered per request.
  useSharedPageTitle(setTitle, title);
  useEffect(() => {
    if (!document.title.endsWith(siteName)) document.title = pageTitle(title, siteName);
  }, [title, siteName]);
}
