/**
 * A page's title, as the tab shows it: '{route title} | {site title}'; either alone when the other
 * is empty. The site's server, the shell and a remote on its own page compose it alike.
 */
export const pageTitle = (title: string, siteTitle: string | undefined): string =>
  title && siteTitle ? `${title} | ${siteTitle}` : title || (siteTitle ?? '');
