import { isRouteLang, type RouteLang } from '@site/shared/lang';

/**
 * Where a click on an article link should go through the shell: `/docs/x#h` for a link in the
 * page's language, `//zh_cn/...` for another language, undefined for anything the browser
 * should follow itself (other sites, downloads, fragments on this page).
 */
export function internalTarget(href: string, lang: RouteLang): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const [, prefix, rest = ''] = /^\/([^/?#]+)(.*)$/s.exec(href) ?? [];
  if (!isRouteLang(prefix)) return undefined;
  if (prefix !== lang) return `/${href}`;
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}
