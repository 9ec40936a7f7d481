/**
 * Copy for the groups the home page names (User Guide, with Funding Service, Payment,
 * and Users and Permissions), keyed by the English category in the articles' front matter.
 * A group not listed here still shows, with its articles and no description.
 */
export type CategoryCopyKey = 'userGuide' | 'gettingStarted' | 'fundingService' | 'payment' | 'usersAndPermissions' | 'releaseNotes' | 'terms';

export const CATEGORY_COPY: Readonly<Record<string, CategoryCopyKey>> = {
  'User Guide': 'userGuide',
  'Getting Started': 'gettingStarted',
  'Funding Service': 'fundingService',
  Payment: 'payment',
  'Users and Permissions': 'usersAndPermissions',
  'Release Notes': 'releaseNotes',
  Terms: 'terms',
};
