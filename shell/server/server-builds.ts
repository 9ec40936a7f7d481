import { createHash, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';

/**
 * What the site's origins keep to themselves (docs/security.md, "What the servers give away"):
 *
 * - source maps (`*.map`): the build writes them beside its scripts and stylesheets for error
 *   reports, and no script names them; no origin serves them;
 * - a remote's server build (`server/server.<hash>.cjs` of its build, routes.json `server`, and the
 *   same below each release, `/releases/<version>/server/…`): the composition server downloads it
 *   with the environment's token in this header, and the remote's origin serves it to no one else.
 */
export const SERVER_BUILD_HEADER = 'x-server-build-token';

/** A server build's address on a remote's origin: of its current build, or of a published release. */
const SERVER_BUILD_PATH = /^\/(?:releases\/[^/]+\/)?server\//;

/** `/a/./b/../c` as the file it names: `send`, which serves the file, resolves dot segments the same way. */
const normalized = (urlPath: string): string => path.posix.normalize(`/${urlPath}`);

/** A source map, by the address that names it (a precompressed copy's too). */
export const isSourceMapPath = (urlPath: string): boolean => /\.map(?:\.br|\.gz)?$/.test(normalized(urlPath));

/** A remote's server build or anything beside it in its folder, by address. */
export const isServerBuildPath = (urlPath: string): boolean => SERVER_BUILD_PATH.test(normalized(urlPath));

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** Whether the request carries `token` in SERVER_BUILD_HEADER, compared in constant time. */
export function carriesServerBuildToken(request: Pick<FastifyRequest, 'headers'>, token: string | undefined): boolean {
  const sent = request.headers[SERVER_BUILD_HEADER];
  if (!token || typeof sent !== 'string') return false;
  return timingSafeEqual(digest(sent), digest(token));
}
