import { createHash } from 'node:crypto';
import { SERVED_HEAD_END, SERVED_HEAD_START, scriptJson } from '../src/lib/page-head';
import type { SiteRouteTable } from '../src/config/route-table';
import { ROUTE_TABLE_ID } from '../src/lib/site-routes';

/** Escapes text for an HTML attribute or element. */
export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * Each `<script …>…</script>` of `html`, found by index: a pattern with a lazy body up to `</script>` reads
 * the rest of the document again from every `<script` that has no end tag.
 */
function* scriptElements(html: string): Generator<{ attributes: string; code: string }> {
  const lower = html.toLowerCase();
  let from = 0;
  for (;;) {
    const open = lower.indexOf('<script', from);
    if (open < 0) return;
    const tagEnd = lower.indexOf('>', open);
    const close = tagEnd < 0 ? -1 : lower.indexOf('</script>', tagEnd);
    if (close < 0) return;
    from = close + '</script>'.length;
    const attributes = html.slice(open + '<script'.length, tagEnd);
    // `<scripts>` or `<script-x>` is another element.
    if (attributes !== '' && !/^[\s/]/.test(attributes)) continue;
    yield { attributes, code: html.slice(tagEnd + 1, close) };
  }
}

/** Script types a browser runs; any other (JSON, JSON-LD) is a data block the policy need not allow. */
const RUNNABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The Content Security Policy sources that allow the template's inline scripts (the start-up script
 * of shell/src/boot.ts): the hash of each one's text exactly as served, so no other inline script
 * can run.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const { attributes, code } of scriptElements(html)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!RUNNABLE_TYPES.has(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export interface Preloads {
  /** Cross-origin hosts the page will fetch from. */
  preconnect: string[];
  /** The remote's stylesheets, marked with its name so the browser can tell when one fails. */
  stylesheets: { href: string; remote: string }[];
  /**
   * The remote's start-up scripts, preloaded with the page only when its region is left to the
   * browser: a rendered page paints without them, and its start-up script preloads them once it
   * has painted (`DocumentInput.afterPaint`). Marked with the remote's name, so that the federation
   * runtime leaves them alone (`shared/src/parcel/remote-registry.ts`).
   */
  scripts: { href: string; remote: string }[];
  /** Fetched by script with CORS (manifests, the help centre's content). */
  fetches: string[];
}

export function preloadTags({ preconnect, stylesheets, scripts, fetches }: Preloads): string {
  return [
    ...preconnect.map((origin) => `<link rel="preconnect" href="${escapeHtml(origin)}">`),
    // CORS mode, so the shell can read a loaded sheet's rules and tell a failed one apart.
    ...stylesheets.map(({ href, remote }) => `<link rel="stylesheet" href="${escapeHtml(href)}" crossorigin="anonymous" data-remote="${escapeHtml(remote)}">`),
    ...fetches.map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="anonymous">`),
    ...scripts.map(({ href, remote }) => `<link rel="preload" href="${escapeHtml(href)}" as="script" data-remote="${escapeHtml(remote)}">`),
  ].join('');
}

export interface DocumentInput {
  /** The shell's built index.html. */
  template: string;
  htmlLang: string;
  /** A mobile user agent gets the mobile layout from the first paint, before any script. */
  mobileUserAgent: boolean;
  /** The page's head, rendered (`HeadTags`); the browser's tree replaces it after the visitor's first move. */
  head: string;
  preloads: string;
  /** The shell's server-rendered tree, or '' to leave the page to the browser. */
  body: string;
  table: SiteRouteTable;
  /** The rendered region's remote scripts, which the start-up script preloads once the page has painted. */
  afterPaint?: { remote: string; scripts: string[] };
}

/** The served document: the shell's index.html with the page's head, its HTML and its route table. */
export function composeDocument({ template, htmlLang, mobileUserAgent, head, preloads, body, table, afterPaint }: DocumentInput): string {
  // A rendered page paints from its HTML and CSS: the template's script preloads would only compete
  // with that paint for the network. Its start-up script requests main.js once it has painted. A page
  // that comes with its remotes reads no remotes.json: the template preloads it for pages no server composed.
  const dropped = (tag: string) => (body !== '' && /\bas="?script"?[\s>]/.test(tag)) || (table.remotes !== undefined && /\bhref="?\/remotes\.json"?[\s>]/.test(tag));
  const page = template.replace(/<link\b[^<>]*>/g, (tag) => (dropped(tag) ? '' : tag));
  // Function replacers: the inserted HTML may contain `$&` and the like, which a string would expand.
  return page
    .replace(/<html lang=(?:"[^"]*"|[^\s>]*)/, () => `<html lang="${escapeHtml(htmlLang)}"${mobileUserAgent ? ' data-mobile-ua=""' : ''}`)
    .replace(/<meta name="?description"?[^<>]*>/, () => '')
    // Before the template's own tags, so before main.js: a deferred script waits for the stylesheets
    // above it, and the shell can tell at start-up that one without a sheet has failed.
    .replace(/<title>[^<]*<\/title>/, () => `<!--${SERVED_HEAD_START}-->${head}<!--${SERVED_HEAD_END}-->${preloads}`)
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${body}</div><script type="application/json" id="${ROUTE_TABLE_ID}">${scriptJson(table)}</script>`)
    // Attributes of the start-up script: its hash, which the security policy allows, covers its text only.
    .replace(/<script data-entry=/, () =>
      afterPaint && afterPaint.scripts.length > 0
        ? `<script data-preload="${escapeHtml(afterPaint.scripts.join(' '))}" data-preload-remote="${escapeHtml(afterPaint.remote)}" data-entry=`
        : '<script data-entry=',
    );
}
