import type { NavGroupKey } from '@site/shared/routes';
import type { RouteLang } from '@site/shared/lang';
import type { NavEntry } from './route-table';

/**
 * The header's menus, in order. The shell owns where its menus are and what they are called (its
 * locale files, `nav.<group>`); the remotes own the links in them (their routes.json `nav`).
 */
export const HEADER_GROUPS = ['products', 'solutions', 'support', 'company'] as const satisfies readonly NavGroupKey[];

/** A link's label in the page's language (a remote that does not serve it: its first). */
export const navLabel = (entry: NavEntry, lang: RouteLang): string => entry.label[lang] ?? Object.values(entry.label)[0] ?? '';
