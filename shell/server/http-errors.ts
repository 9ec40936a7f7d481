import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fromBrowserLanguages, type RouteLang } from '@site/shared/lang';
import messages from './error-messages.json';

/**
 * The codes the site's servers answer failures with: the api's codes (openapi.yaml ErrorCode) and those of a
 * gateway. Every 4xx/5xx of the shell's and the remotes' servers is `{ code, msg }` JSON, as the api's are,
 * so a client reads one shape whichever server refused it.
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

/** The language of an Accept-Language header (English when none of the site's languages is asked for). */
export function langOf(acceptLanguage: string | undefined): RouteLang {
  const languages = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
  return fromBrowserLanguages(languages) ?? 'en_us';
}

export function errorBody(code: ServerErrorCode, lang: RouteLang, params: Record<string, string | number> = {}): ServerErrorBody {
  const msg = MESSAGES[code][lang].replace(/\{(\w+)\}/g, (_match, name: string) => String(params[name] ?? ''));
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
  const known = (Object.entries(STATUS_OF) as [ServerErrorCode, number][]).find(([, value]) => value === status);
  if (known) return known[0];
  return status >= 400 && status < 500 ? 'BAD_REQUEST' : 'INTERNAL_ERROR';
}

export interface ErrorHandlerOptions {
  /** The body limit, for the 413 message. */
  bodyLimitBytes: number;
}

/** A Fastify error handler answering `{ code, msg, data: null }` in the visitor's language. */
export function jsonErrorHandler({ bodyLimitBytes }: ErrorHandlerOptions) {
  return (error: Partial<FastifyError>, request: FastifyRequest, reply: FastifyReply) => {
    const code = codeOf(error);
    if (STATUS_OF[code] >= 500) request.log.error({ err: error }, 'request failed');
    const params: Record<string, number> = code === 'PAYLOAD_TOO_LARGE' ? { limit: Math.round(bodyLimitBytes / 1024) } : {};
    return reply
      .code(STATUS_OF[code])
      .header('Cache-Control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(errorBody(code, langOf(request.headers['accept-language']), params));
  };
}

/** Fastify's `frameworkErrors` (a URL that cannot be decoded, a parameter too long): 400 `{ code, msg }`. */
export function frameworkErrors(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(400).type('application/json; charset=utf-8').send(errorBody('BAD_REQUEST', langOf(request.headers['accept-language'])));
}

/**
 * Fastify's `clientErrorHandler`: what Node's parser refuses before any request exists (bad or duplicate
 * Content-Length, Content-Length with Transfer-Encoding, a bad chunk size, headers too large, a request that
 * took too long) answers `{ code, msg }` JSON, then the connection closes.
 */
export function clientErrorHandler(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ServerErrorCode =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'REQUEST_TIMEOUT' : error.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'BAD_REQUEST';
  // The request was never parsed; its language header is read from the raw bytes when they hold it.
  const raw = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.subarray(0, 16 * 1024).toString('latin1') : '';
  const lang = langOf(/\r\naccept-language:([^\r\n]*)/i.exec(raw)?.[1]);
  const body = JSON.stringify(errorBody(code, lang));
  const status = STATUS_OF[code];
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
