/**
 * /WecomRedirect: links opened from the WeCom app carry their target in the query (`redirect`,
 * or `state` as WeCom OAuth returns it). Only targets on this site are followed; anything else
 * goes home, so the route can never be used as an open redirect.
 */
export function safeRedirectTarget(search: string, origin: string): string {
  const params = new URLSearchParams(search);
  const raw = params.get('redirect') ?? params.get('state');
  if (!raw) return '/';
  const trimmed = raw.trim();
  // Protocol-relative and backslash tricks ('//evil', '/\\evil') resolve off-site in browsers.
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.includes('\\')) {
    if (!/^https?:\/\//i.test(trimmed)) return '/';
  }
  let url: URL;
  try {
    url = new URL(trimmed, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin || url.pathname.startsWith('/WecomRedirect')) return '/';
  // Dot segments can fold into a protocol-relative path ('/.//evil.example' → '//evil.example'),
  // which a Location header would send off-site: anything not plainly on-site goes home.
  const target = url.pathname + url.search + url.hash;
  if (/^\/[/\\]/.test(target)) return '/';
  // The router decodes the path again: an encoded control character ('/%0A/evil.example') or slash would be
  // dropped or folded by the browser's URL parser into '//evil.example', and a malformed escape cannot be read.
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return '/';
  }
  // eslint-disable-next-line no-control-regex -- control characters are what is looked for
  if (/[\u0000-\u001F\u007F\\]/.test(decoded) || /^\/[/\\]/.test(decoded) || /(^|\/)\.\.?(\/|$)/.test(decoded)) return '/';
  return target;
}
