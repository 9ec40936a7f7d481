import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isRouteLang, type RouteLang } from '@site/shared/lang';
import { FORM_NAME_FIELD, formDataKey, type PostedFields, type ServerData } from '@site/shared/parcel';
import { forwardedFor } from './api-proxy';
import { escapeHtml } from './document';
import { plainPageHtml, plainPagePolicy, prefersJson, sendErrorPage, sitePathOf, type ErrorPageKind } from './error-pages';
import { codeOf, errorLangOf, langOf, sendError, STATUS_OF } from './http-errors';
import type { LiveActionResult } from './live-render';
import { shellText } from './render-frame';

/**
 * Forms posted without JavaScript (docs/composition.md, "Forms without JavaScript"). The site's
 * server takes a POST on a page's own address, form-urlencoded, within the api's body limit, from
 * the site's own pages only; it knows no form: the hidden field names one, and the page's remote
 * runs that form's action and renders the page with its outcome.
 */

/** A form posted to a page: its name, its fields and who posted it. */
export interface FormPost {
  form: string;
  fields: PostedFields;
  /** The visitor's address, as the api is told it (`X-Forwarded-For`, as the api proxy writes it). */
  forwardedFor: string;
}

export interface FormPostsOptions {
  /** The largest body read: the api's own limit, as its proxy applies it. */
  bodyLimitBytes: number;
  /** Proxies in front of this server whose `X-Forwarded-For` entries are believed (as the api proxy's). */
  trustedHops: number;
  /** The site's own origin for this request. */
  originOf: (request: FastifyRequest) => string;
  /** Whether a path is a page (below a language prefix or a site of its own). */
  isPagePath: (pathname: string) => boolean;
  /** Answers with the page the form was posted to, rendered with the post's outcome. */
  renderPage: (request: FastifyRequest, reply: FastifyReply, post: FormPost) => Promise<unknown>;
}

/** The fields of a form-urlencoded body, each name with its values in order. */
export function parseFields(body: string): PostedFields {
  const fields: Record<string, string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    if (!Object.hasOwn(fields, name)) fields[name] = [];
    fields[name]?.push(value);
  }
  return fields;
}

const originOfUrl = (value: string): string | undefined => {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
};

/**
 * A POST a page of another site made (cross-site request forgery): its `Origin`, else its `Referer`,
 * names another origin, or the browser says it is cross-site. A browser always sends one of them with
 * a form's POST; a request with none is no page's.
 */
export function isCrossSite(headers: FastifyRequest['headers'], siteOrigin: string): boolean {
  if (headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = headers.origin;
  if (origin !== undefined) return origin !== siteOrigin;
  const referer = headers.referer;
  if (referer !== undefined) return originOfUrl(referer) !== siteOrigin;
  return false;
}

/** The page a refused cross-site post is answered with (403), in the language of the page posted to. */
export function refusedPage(lang: RouteLang): string {
  return plainPageHtml({
    lang,
    title: shellText(lang, 'formRefused.title'),
    body: `<p>${escapeHtml(shellText(lang, 'formRefused.body'))}</p>`,
    actions: `<a class="primary" href="/${lang}">${escapeHtml(shellText(lang, 'formRefused.back'))}</a>`,
  });
}

/** Answers a post refused as cross-site with that page, under its own policy (its inline style). */
export const sendRefusedPage = (reply: FastifyReply, lang: RouteLang): FastifyReply =>
  reply.code(403).header('Content-Security-Policy', plainPagePolicy()).type('text/html; charset=utf-8').send(refusedPage(lang));

/**
 * What a post's page is answered with: the status, and the outcome as the page's data. A page that
 * takes no form (not live, or its remote has no form of that name) is 400 without an outcome; a
 * remote that cannot run it, 503.
 */
export function postAnswer(result: Exclude<LiveActionResult, { kind: 'redirect' }> | undefined, form: string): { status: number; data?: ServerData } {
  if (!result || result.kind === 'unknown') return { status: 400 };
  if (result.kind === 'unavailable') return { status: 503 };
  return { status: result.status, data: { [formDataKey(form)]: result.outcome } };
}

/** A form's name as its hidden field gives it: a short identifier. */
const FORM_NAME = /^[a-z][a-z0-9-]{0,39}$/;

/**
 * A post refused before its fields were read (larger than the limit, not a form's encoding, a body that
 * cannot be read): nothing the visitor typed can be shown again, so the answer is a page in the page's
 * language that says the form was not sent and links back to the page it was posted to. A script that
 * asks for JSON gets `{ code, msg }`, as from any of the site's servers.
 */
function formPostErrors({ bodyLimitBytes, isPagePath }: Pick<FormPostsOptions, 'bodyLimitBytes' | 'isPagePath'>) {
  return (error: Partial<FastifyError>, request: FastifyRequest, reply: FastifyReply) => {
    const code = codeOf(error);
    const status = STATUS_OF[code];
    if (status >= 500) request.log.error({ err: error }, 'form post failed');
    reply.header('Cache-Control', 'no-store');
    if (prefersJson(request.headers)) return sendError(request, reply, code, { bodyLimitBytes });
    const kind: ErrorPageKind = code === 'PAYLOAD_TOO_LARGE' ? 'FORM_TOO_LARGE' : status < 500 ? 'FORM_UNREADABLE' : code;
    const pathname = request.url.split('?')[0] ?? '/';
    return sendErrorPage(reply, {
      kind,
      status,
      lang: errorLangOf(request.url, request.headers['accept-language']),
      limitKb: Math.round(bodyLimitBytes / 1024),
      ...(isPagePath(pathname) ? { back: sitePathOf(request.url) } : {}),
    });
  };
}

/** Registers `POST` on every page path. */
export async function registerFormPosts(app: FastifyInstance, options: FormPostsOptions): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler(formPostErrors(options));
    // Only what a browser's form posts without a file: the forms upload none.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: options.bodyLimitBytes }, (_request, body, done) =>
      done(null, parseFields(String(body))),
    );
    scope.post('/*', async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const first = pathname.split('/').find(Boolean) ?? '';
      const lang: RouteLang = isRouteLang(first) ? first : langOf(request.headers['accept-language']);
      reply.header('Cache-Control', 'no-store');
      if (!options.isPagePath(pathname)) return sendError(request, reply, 'NOT_FOUND');
      if (isCrossSite(request.headers, options.originOf(request))) return sendRefusedPage(reply, lang);
      const fields = (request.body ?? {}) as PostedFields;
      const named = fields[FORM_NAME_FIELD]?.[0] ?? '';
      // A post that names no form of the page is answered with the page, 400 (postAnswer).
      const form = FORM_NAME.test(named) ? named : '';
      return options.renderPage(request, reply, { form, fields, forwardedFor: forwardedFor(request.raw, options.trustedHops) });
    });
  });
}
