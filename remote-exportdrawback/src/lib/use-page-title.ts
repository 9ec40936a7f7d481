import { useEffect } from 'react';

/**
 * Sets the page title through the shell (`setTitle`; the shell adds ' | 信风出口退税').
 *
 * The shell composes that suffix in the site's language at the moment it renders. A visitor whose
 * site language is English gets the shell's English suffix, and the parcel is never handed a
 * newer `setTitle` once Root has switched the site to zh_cn (RemoteParcel only re-sends props
 * when lang, path or query change, and not while the parcel is still mounting). So when the
 * composed title does not end with the micro-site's own name, the title is written here in the
 * same '{title} | {name}' form. (The fix belongs in the shell: see README, "Decisions".)
 */
export function usePageTitle(title: string, setTitle: (title: string) => void, siteName: string): void {
  useEffect(() => {
    setTitle(title);
    if (!document.title.endsWith(siteName)) document.title = `${title} | ${siteName}`;
  }, [title, setTitle, siteName]);
}
