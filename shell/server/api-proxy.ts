import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import proxy from '@fastify/http-proxy';
import workspace from '@site/shared/apps.json';

/** The api's own default body limit (`bodyLimitBytes` of the workspace manifest, which the api reads too). */
export const DEFAULT_API_BODY_LIMIT: number = workspace.api.bodyLimitBytes;

export interface ApiProxyOptions {
  /** The api's origin, `http://127.0.0.1:3100`. */
  upstream: string;
  /** Bodies over this many bytes are refused here with 413, never forwarded: the api's own limit. */
  bodyLimitBytes?: number;
  /** How long the api may take to answer before the visitor gets 504. */
  timeoutMs?: number;
  /**
   * How many proxies in front of this server to believe (0: none, the visitor connects to it directly). The
   * api is told the client's address in `X-Forwarded-For`: the last `trustedHops` addresses that the trusted
   * proxies added, then this connection's peer. Whatever else a client writes there is dropped, so a made-up
   * header never reaches the api's per-client rate limit.
   */
  trustedHops?: number;
}

/**
 * The api's hop-by-hop headers, which describe its connection with this server, not this server's with the
 * client: passed on, the api's `Connection: keep-alive` made Node keep a client's socket open after the
 * answer although the client had asked for `Connection: close` or spoke HTTP/1.0.
 */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection']);

/** Headers that only this server may set on the way to the api. */
const FORWARDING_HEADERS = new Set(['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip']);

/** The `X-Forwarded-For` the api receives for `request`. */
export function forwardedFor(request: { socket: { remoteAddress?: string | undefined }; headers: IncomingHttpHeaders }, trustedHops: number): string {
  const peer = request.socket.remoteAddress ?? '';
  if (trustedHops <= 0) return peer;
  const header = request.headers['x-forwarded-for'];
  const chain = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return [...chain.slice(-trustedHops), peer].join(', ');
}

/**
 * `/api/*` forwarded to the api. The body is read here first, within the api's limit: an over-limit body
 * (announced or chunked) is answered 413 by this server instead of being cut off mid-write by the api (which
 * surfaced as a 500 "write EPIPE"), and a body that trickles in is bounded by the server's request timeout. An
 * api that is down answers 502, one that is too slow 504; both as `{ code, msg }` through the server's error
 * handler (http-errors.ts).
 */
export async function registerApiProxy(app: FastifyInstance, options: ApiProxyOptions): Promise<void> {
  const bodyLimit = options.bodyLimitBytes ?? DEFAULT_API_BODY_LIMIT;
  const trustedHops = options.trustedHops ?? 0;
  await app.register(async (scope) => {
    // Every media type is read as bytes and passed on untouched: the api decides what it accepts (415).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
    await scope.register(proxy, {
      upstream: options.upstream,
      prefix: '/api',
      rewritePrefix: '/api',
      proxyPayloads: false,
      http: { requestOptions: { timeout: options.timeoutMs ?? 30_000 } },
      replyOptions: {
        rewriteHeaders: (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase()))),
        rewriteRequestHeaders: (request, headers) => {
          // The body goes on with a Content-Length of what was read; the client's framing stays here.
          const next = Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'transfer-encoding' && !FORWARDING_HEADERS.has(name)));
          return { ...next, 'x-forwarded-for': forwardedFor(request, trustedHops) };
        },
      },
      handler: (request, reply, dest, replyOptions) => {
        const body = request.body;
        if (!Buffer.isBuffer(body) || request.method === 'GET' || request.method === 'HEAD') return reply.from(dest, replyOptions);
        return reply.from(dest, { ...replyOptions, body, contentType: request.headers['content-type'] ?? 'application/octet-stream' });
      },
    });
  });
}
