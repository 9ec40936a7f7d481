import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import { toHtmlLang, type RouteLang } from '@site/shared/lang';
import en from '../src/locales/en/shell.json';
import zhCN from '../src/locales/zh-CN/shell.json';
import zhHK from '../src/locales/zh-HK/shell.json';
import { escapeHtml } from './document';
import copy from './error-pages.json';
import { fillPlaceholders, type ServerErrorCode } from './http-errors';

/**
 * The page a visitor's browser gets when one of the site's servers refuses a request it navigated to
 * or a form it posted (docs/composition.md, "Error answers"): a short page in the visitor's language
 * that says what happened and links home, instead of the `{ code, msg }` JSON an api client reads. It
 * is self-contained (its one stylesheet inline, allowed by its hash, no script, no other file), so
 * every origin of the site can answer with it, a remote's as well as the shell's, even before a
 * request has been parsed (http-errors.ts, `clientErrorHandler`).
 */

/** What a page says: a server error's code, or one of a form posted without JavaScript that was refused unread. */
export type ErrorPageKind = ServerErrorCode | 'FORM_TOO_LARGE' | 'FORM_UNREADABLE';

interface PageCopy {
  title: string;
  body: string;
  /** What to do next, when that is more than going home. */
  next?: string;
}

interface LangCopy {
  /** Above the heading: `Error {status}`. */
  eyebrow: string;
  home: string;
  backToForm: string;
  pages: Record<ErrorPageKind, PageCopy>;
}

/** The pages' words in each language (error-pages.json); every language has every page. */
const COPY: Readonly<Record<RouteLang, LangCopy>> = copy;

/** The site's name in each language, from the shell's strings: the suffix of every page title. */
const SITE_TITLE: Readonly<Record<RouteLang, string>> = { en_us: en.site.title, zh_cn: zhCN.site.title, zh_hk: zhHK.site.title };

const PAGE_STYLE = [
  ':root{--brand:#0b5cab;--text:#1f2933;--muted:#52606d;--line:#e4e7eb}',
  '*{box-sizing:border-box}',
  'body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:#f5f7fa;color:var(--text);font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"PingFang SC","PingFang HK","Hiragino Sans GB","Microsoft YaHei","Microsoft JhengHei","Noto Sans CJK SC",sans-serif}',
  'header{background:#fff;border-bottom:1px solid var(--line);padding:16px 24px}',
  '.site{color:var(--brand);font-size:18px;font-weight:700;text-decoration:none}',
  'main{flex:1;width:100%;max-width:640px;margin:0 auto;padding:64px 24px}',
  '.eyebrow{margin:0 0 8px;color:var(--muted);font-size:14px;font-weight:600;letter-spacing:.04em}',
  'h1{margin:0 0 16px;font-size:28px;line-height:1.3}',
  'p{margin:0 0 16px}',
  '.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:32px}',
  '.actions a,.actions button{display:inline-block;margin:0;padding:10px 20px;border:1px solid var(--brand);border-radius:6px;background:#fff;color:var(--brand);font:inherit;font-weight:600;text-decoration:none;cursor:pointer}',
  '.actions a.primary,.actions button{background:var(--brand);color:#fff}',
  '.actions form{margin:0}',
  '.note{margin:24px 0 0;padding:12px 16px;border-left:4px solid #f0b429;background:#fffbea;font-weight:600}',
  'a:focus-visible,button:focus-visible{outline:3px solid #f0b429;outline-offset:2px}',
].join('');

const STYLE_HASH = `'sha256-${createHash('sha256').update(PAGE_STYLE, 'utf8').digest('base64')}'`;

/**
 * The policy of a page of the site's own that stands alone (an error page, the preview's
 * confirmation): its inline stylesheet, by its hash, and nothing else; it cannot be framed, and
 * sends a form only to the site itself when it has one.
 */
export const plainPagePolicy = ({ form = false }: { form?: boolean } = {}): string =>
  `default-src 'none';style-src ${STYLE_HASH};base-uri 'none';form-action ${form ? "'self'" : "'none'"};frame-ancestors 'none'`;

/** The policy of an error page: it sends no form. */
export const ERROR_PAGE_POLICY = plainPagePolicy();

/**
 * Every header an error page is sent with. Some answers leave before the server's own security
 * headers are added (an address that cannot be decoded, a request the HTTP parser refused), so the
 * page brings the site's set itself: never cached, never indexed, never framed.
 */
export const ERROR_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': ERROR_PAGE_POLICY,
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

export interface ErrorPageInput {
  kind: ErrorPageKind;
  status: number;
  lang: RouteLang;
  /** The body limit in KB, for the pages that name it. */
  limitKb?: number;
  /** The page a refused form was posted to, offered first (a path of this site: `sitePathOf`). */
  back?: string;
}


/** A page of the site's own that stands alone: its texts escaped here, its body and actions given as markup. */
export interface PlainPageInput {
  lang: RouteLang;
  title: string;
  eyebrow?: string;
  /** The page's paragraphs and notes, as markup. */
  body: string;
  /** Its links and buttons, as markup. */
  actions: string;
}

/** The whole document of a page that stands alone: the site's name linking home, a heading, its text and actions. */
export function plainPageHtml({ lang, title, eyebrow, body, actions }: PlainPageInput): string {
  const site = escapeHtml(SITE_TITLE[lang]);
  const home = `/${lang}`;
  return (
    `<!doctype html><html lang="${toHtmlLang(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${site}</title><style>${PAGE_STYLE}</style></head>` +
    `<body><header><a class="site" href="${home}">${site}</a></header>` +
    `<main>${eyebrow ? `<p class="eyebrow">${escapeHtml(eyebrow)}</p>` : ''}<h1>${escapeHtml(title)}</h1>${body}<div class="actions">${actions}</div></main></body></html>`
  );
}

/** The whole document of an error page. */
export function errorPageHtml({ kind, status, lang, limitKb, back }: ErrorPageInput): string {
  const words = COPY[lang];
  const page = words.pages[kind];
  const values = { status: String(status), limit: limitKb === undefined ? '' : String(limitKb) };
  const text = (value: string) => escapeHtml(fillPlaceholders(value, values));
  const home = `/${lang}`;
  const body = [page.body, ...(page.next ? [page.next] : [])].map((paragraph) => `<p>${text(paragraph)}</p>`).join('');
  const actions = [
    ...(back ? [`<a class="primary" href="${escapeHtml(back)}">${text(words.backToForm)}</a>`] : []),
    `<a${back ? '' : ' class="primary"'} href="${home}">${text(words.home)}</a>`,
  ].join('');
  return plainPageHtml({ lang, title: fillPlaceholders(page.title, values), eyebrow: fillPlaceholders(words.eyebrow, values), body, actions });
}

/** The heading of the not-found page, for a page that does not exist whose remote has no not-found page of its own. */
export const notFoundTitle = (lang: RouteLang): string => COPY[lang].pages.NOT_FOUND.title;

/** Answers with an error page. */
export function sendErrorPage(reply: FastifyReply, input: ErrorPageInput): FastifyReply {
  return reply.code(input.status).headers(ERROR_PAGE_HEADERS).type('text/html; charset=utf-8').send(errorPageHtml(input));
}

/** The api's addresses, whose failures are always `{ code, msg }` JSON: its clients are scripts. */
export const isApiPath = (pathname: string): boolean => pathname === '/api' || pathname.startsWith('/api/');

/**
 * A request a browser makes to show what comes back as a page: a navigation (`Sec-Fetch-Dest:
 * document`) or a client that asks for HTML. A script's `fetch` asks for neither, and an address of
 * the api is never answered with a page.
 */
export function wantsHtml(request: { url: string; headers: IncomingHttpHeaders }): boolean {
  if (isApiPath(request.url.split('?')[0] ?? '')) return false;
  return request.headers['sec-fetch-dest'] === 'document' || (request.headers.accept ?? '').includes('text/html');
}

/** A client that asks for JSON and not for HTML: a script, which reads `{ code, msg }`. */
export function prefersJson(headers: IncomingHttpHeaders): boolean {
  const accept = headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

/**
 * A request's address as a path of this site, to link back to: empty and dot segments dropped, so
 * that it never becomes a protocol-relative address (`//evil.example`); its query kept.
 */
export function sitePathOf(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(`http://site.invalid${url.startsWith('/') ? url : '/'}`);
  } catch {
    return '/';
  }
  const segments = parsed.pathname.split('/').filter((segment) => segment !== '' && segment !== '.' && segment !== '..');
  return `/${segments.join('/')}${parsed.search}`;
}
