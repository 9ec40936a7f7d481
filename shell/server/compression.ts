import type { Readable } from 'node:stream';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Answers smaller than this go as they are: compressed, they would save a few hundred bytes at most. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli's quality for answers compressed as they are sent. The build compresses its files once, at
 * 11, far too slow per answer. At 4 a 110 KB page takes about 1.3 ms and a 49 KB one 0.5 ms, against
 * about 5 ms to render a page; 5 makes them about 6% smaller for a third to a half more time
 * (docs/performance.md, "Bytes and requests").
 */
const BROTLI_QUALITY = 4;

/**
 * The media types this server compresses: text. An event stream is left alone, since a compressor
 * holds its events back until it has enough bytes.
 */
const TEXT_TYPES = /^\s*(?:text\/(?!event-stream)[\w.+-]+|application\/(?:javascript|ecmascript|json|xml|yaml|x-yaml|[\w.-]+\+(?:json|xml))|image\/svg\+xml)\s*(?:;|$)/i;

const isStream = (payload: unknown): payload is Readable => payload !== null && typeof payload === 'object' && typeof (payload as { pipe?: unknown }).pipe === 'function';

/** Adds `name` to the answer's `Vary`, keeping the names already there (another hook's, the route's). */
export function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (names.includes('*') || names.some((known) => known.toLowerCase() === name.toLowerCase())) return;
  reply.header('Vary', [...names, name].join(', '));
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/**
 * Compresses the server's answers with brotli or gzip, as the request's `Accept-Encoding` allows:
 * pages, sitemap.xml, robots.txt, llms.txt, page-meta.json, remotes.json, error pages and the api's
 * answers through its proxy. A file the build precompressed is served as it is (@fastify/static picks
 * the `.br` or `.gz` copy and names its encoding, which this leaves alone).
 *
 * Registered before any route: @fastify/compress adds its hook to the routes registered after it.
 * Answers below `COMPRESSION_THRESHOLD` go as they are, a stream (a file, the api's answer) too when
 * it announces its length; answers that may be compressed say `Vary: accept-encoding`, beside the
 * names they already vary on, also when this request gets them uncompressed, so that a cache keeps
 * one copy per encoding. Request bodies are never decompressed here: the api proxy passes them on as
 * they came.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Runs before @fastify/compress's own hook, which is the route's.
  app.addHook('onSend', async (_request, reply, payload) => {
    // No body (204, 304): nothing to compress.
    if (reply.statusCode === 204 || reply.statusCode === 304) {
      if (isStream(payload)) payload.resume();
      return null;
    }
    const encoded = reply.hasHeader('content-encoding');
    if (!encoded && !TEXT_TYPES.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const announced = reply.hasHeader('content-length') ? Number(reply.getHeader('content-length')) : Number.NaN;
    const size = typeof payload === 'string' || Buffer.isBuffer(payload) ? Buffer.byteLength(payload) : Number.isFinite(announced) ? announced : undefined;
    if (encoded || size === undefined || size >= COMPRESSION_THRESHOLD) addVary(reply, 'accept-encoding');
    // @fastify/compress weighs only answers in memory against its threshold, and compresses any stream.
    if (isStream(payload) && !encoded && size !== undefined && size < COMPRESSION_THRESHOLD) return bytesOf(payload);
    return payload;
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: TEXT_TYPES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    globalDecompression: false,
  });
}
