import { isArticleName } from '@site/shared/routes';

/**
 * The docs remote's routes. `path` is below the language prefix, as the shell
 * gives it: '/docs', '/docs/{name}', '/developerTools'.
 */
export type DocsRoute =
  | { kind: 'home' }
  | { kind: 'article'; name: string }
  | { kind: 'api' }
  | { kind: 'not-found' };

export function parseDocsPath(path: string): DocsRoute {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { kind: 'not-found' };
  }
  const segments = decoded.split('/').filter(Boolean);
  // The developerTools route, and any docs path containing open-ai, show the API reference.
  if (segments[0]?.toLowerCase() === 'developertools' || /open-ai/i.test(decoded)) return { kind: 'api' };
  if (segments[0] !== 'docs') return { kind: 'not-found' };
  if (segments.length === 1) return { kind: 'home' };
  const name = segments[1] ?? '';
  if (segments.length === 2 && isArticleName(name)) return { kind: 'article', name };
  return { kind: 'not-found' };
}
