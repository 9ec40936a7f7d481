import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fromBrowserLanguages, isRouteLang, type RouteLang } from '@site/shared/lang';
import messages from './error-messages.json';
import { ERROR_PAGE_HEADERS, errorPageHtml, sendErrorPage, wantsHtml } from './error-pages';

/**
 * The codes the site's servers answer failures with: the api's codes (openapi.yaml ErrorCode) and those of a
 * gateway. A script's request (the api's clients, a `fetch`) gets every 4xx/5xx of the shell's and the
 * remotes' servers as `{ code, msg }` JSON, as the api's are, so a client reads one shape whichever server
 * refused it; a browser's navigation gets a page in its visitor's language instead (error-pages.ts).
 */
export type ServerErrorCode =
  | 'BAD_REQUEST'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'REQUEST_TIMEOUT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'HEADERS_TOO_LARGE'
  | 'INTERNAL_ERROR'
  | 'BAD_GATEWAY'
  | 'GATEWAY_TIMEOUT';

export const STATUS_OF: Readonly<Record<ServerErrorCode, number>> = {
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  HEADERS_TOO_LARGE: 431,
  INTERNAL_ERROR: 500,
  BAD_GATEWAY: 502,
  GATEWAY_TIMEOUT: 504,
};

type Localized = Record<RouteLang, string>;

/**
 * The same wording as the api's messages (api/src/i18n/messages.ts) where the failure is the same. A JSON
 * file, so that nginx's own answers on /api/ in production (scripts/lib/nginx.mjs) read the same table.
 */
const MESSAGES: Readonly<Record<ServerErrorCode, Localized>> = messages;

export interface ServerErrorBody {
  code: ServerErrorCode;
  msg: string;
  data: null;
}

/** The languages an Accept-Language header names, in its order, without their weights. */
export const acceptedLanguages = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);

/** One cookie's value from a Cookie header, as the browser sent it. */
export const cookieValue = (header: string | undefined, name: string): string | undefined =>
  header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];

/** The language of an Accept-Language header (English when none of the site's languages is asked for). */
export function langOf(acceptLanguage: string | undefined): RouteLang {
  return fromBrowserLanguages(acceptedLanguages(acceptLanguage)) ?? 'en_us';
}

/**
 * The language of an error's page: the address's language prefix (`/zh_hk/…`), else the Accept-Language
 * header. Read from the address as sent, which may not decode.
 */
export function errorLangOf(url: string, acceptLanguage: string | undefined): RouteLang {
  const first = (url.split('?')[0] ?? '').split('/').find(Boolean) ?? '';
  return isRouteLang(first) ? first : langOf(acceptLanguage);
}

/** `{name}` in a message of the site's servers, filled in (an unknown name becomes empty). */
export const fillPlaceholders = (text: string, values: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{(\w+)\}/g, (_match, name: string) => String(values[name] ?? ''));

export function errorBody(code: ServerErrorCode, lang: RouteLang, params: Record<string, string | number> = {}): ServerErrorBody {
  const msg = fillPlaceholders(MESSAGES[code][lang], params);
  return { code, msg, data: null };
}

/** Fastify's and the proxy's errors as our codes. */
export function codeOf(error: Partial<FastifyError> | undefined): ServerErrorCode {
  switch (error?.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'PAYLOAD_TOO_LARGE';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'BAD_REQUEST';
    case 'FST_REPLY_FROM_GATEWAY_TIMEOUT':
    case 'FST_REPLY_FROM_TIMEOUT':
    case 'FST_REPLY_FROM_HTTP_REQUEST_TIMEOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
      return 'GATEWAY_TIMEOUT';
    case 'FST_REPLY_FROM_SERVICE_UNAVAILABLE':
    case 'FST_REPLY_FROM_BAD_GATEWAY':
    case 'FST_REPLY_FROM_INTERNAL_SERVER_ERROR':
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return 'BAD_GATEWAY';
    default:
      break;
  }
  const status = error?.statusCode ?? 500;
  // The file server refuses a directory's address (`/releases/`) with 403: no directory is listed, so to
  // a client there is nothing at that address.
  if (status === 403) return 'NOT_FOUND';
  const known = (Object.entries(STATUS_OF) as [ServerErrorCode, number][]).find(([, value]) => value === status);
  if (known) return known[0];
  return status >= 400 && status < 500 ? 'BAD_REQUEST' : 'INTERNAL_ERROR';
}

export interface ErrorHandlerOptions {
  /** The body limit, for the 413 message. */
  bodyLimitBytes: number;
}

/**
 * Answers a failure: a page in the visitor's language (the address's language prefix, else their
 * browser's) for a browser's navigation, `{ code, msg, data: null }` JSON in the Accept-Language for
 * anything else, the api's addresses always (error-pages.ts, `wantsHtml`). Never cached.
 */
export function sendError(request: FastifyRequest, reply: FastifyReply, code: ServerErrorCode, { bodyLimitBytes }: Partial<ErrorHandlerOptions> = {}): FastifyReply {
  const status = STATUS_OF[code];
  const limitKb = code === 'PAYLOAD_TOO_LARGE' && bodyLimitBytes !== undefined ? Math.round(bodyLimitBytes / 1024) : undefined;
  if (wantsHtml(request)) {
    return sendErrorPage(reply, { kind: code, status, lang: errorLangOf(request.url, request.headers['accept-language']), ...(limitKb === undefined ? {} : { limitKb }) });
  }
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(errorBody(code, langOf(request.headers['accept-language']), limitKb === undefined ? {} : { limit: limitKb }));
}

/** A Fastify error handler answering with `sendError`; a server's own failure (5xx) is logged. */
export function siteErrorHandler(options: ErrorHandlerOptions) {
  return (error: Partial<FastifyError>, request: FastifyRequest, reply: FastifyReply) => {
    const code = codeOf(error);
    if (STATUS_OF[code] >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, code, options);
  };
}

/** Fastify's `frameworkErrors` (a URL that cannot be decoded, a parameter too long): 400, as `sendError` answers it. */
export function frameworkErrors(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void sendError(request, reply, 'BAD_REQUEST');
}

/** The request line's target and the first value of each header of a request Node's parser refused, read by string methods. */
function rawRequest(raw: string): { target: string; header: (name: string) => string | undefined } {
  const lines = raw.split('\r\n');
  const target = (lines[0] ?? '').split(' ')[1] ?? '';
  const headers = new Map<string, string>();
  for (const line of lines.slice(1)) {
    if (line === '') break;
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon).trim().toLowerCase() : '';
    if (name && !headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { target, header: (name) => headers.get(name) };
}

/**
 * Fastify's `clientErrorHandler`: what Node's parser refuses before any request exists (bad or duplicate
 * Content-Length, Content-Length with Transfer-Encoding, a bad chunk size, headers too large, a request that
 * took too long) answers `{ code, msg }` JSON, or the error page when what was read of the request is a
 * browser's navigation, then the connection closes.
 */
export function clientErrorHandler(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ServerErrorCode =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'REQUEST_TIMEOUT' : error.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'BAD_REQUEST';
  // The request was never parsed; its address and headers are read from the raw bytes when they hold them.
  const raw = rawRequest(Buffer.isBuffer(error.rawPacket) ? error.rawPacket.subarray(0, 16 * 1024).toString('latin1') : '');
  const status = STATUS_OF[code];
  const page = wantsHtml({ url: raw.target, headers: { accept: raw.header('accept'), 'sec-fetch-dest': raw.header('sec-fetch-dest') } });
  const body = page
    ? errorPageHtml({ kind: code, status, lang: errorLangOf(raw.target, raw.header('accept-language')) })
    : JSON.stringify(errorBody(code, langOf(raw.header('accept-language'))));
  const headers = page ? { ...ERROR_PAGE_HEADERS, 'Content-Type': 'text/html; charset=utf-8' } : { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };
  if (socket.writable) {
    const lines = Object.entries({ ...headers, 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' }).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\n${lines.join('')}\r\n${body}`);
  }
  socket.destroy();
}
