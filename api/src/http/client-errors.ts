import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { negotiateLang } from '../i18n/lang';
import { AppError, type ErrorCode } from '../lib/errors';
import { errorBody, STATUS_OF } from './error-handler';

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before a request exists (a bad or duplicate
 * Content-Length, Content-Length with Transfer-Encoding, a bad chunk size, headers over the limit, a request
 * that took too long to arrive) is answered `{ code, msg, data: null }` like every other failure, then the
 * connection closes.
 */
export function clientErrorHandler(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'REQUEST_TIMEOUT' : error.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'BAD_REQUEST';
  // The request was never parsed: its language is read from the raw bytes when they hold the header.
  const raw = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.subarray(0, 16 * 1024).toString('latin1') : '';
  const lang = negotiateLang(/\r\naccept-language:([^\r\n]*)/i.exec(raw)?.[1]?.trim());
  const body = JSON.stringify(errorBody(new AppError(code), lang, undefined));
  const status = STATUS_OF[code];
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Fastify's `frameworkErrors` (a URL that cannot be decoded, a parameter too long): 400 `{ code, msg }`. */
export function frameworkErrors(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void reply.status(400).send(errorBody(new AppError('BAD_REQUEST'), negotiateLang(request.headers['accept-language']), undefined));
}

/**
 * HTTP/1.1 requires a Host header; HTTP/1.0 has none and is answered as usual. Node would refuse such a request
 * itself with an empty 400 (its `requireHostHeader`, switched off in server.ts), the one answer of the api that
 * was not `{ code, msg }`; this hook refuses it with the api's JSON error in the client's language, and closes.
 */
export const refuseMissingHost: onRequestHookHandler = (request, reply, done) => {
  if (request.headers.host !== undefined || request.raw.httpVersion === '1.0') {
    done();
    return;
  }
  void reply
    .status(400)
    .header('Connection', 'close')
    .send(errorBody(new AppError('BAD_REQUEST'), negotiateLang(request.headers['accept-language']), undefined));
};
