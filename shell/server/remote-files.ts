import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isRouteLang } from '@site/shared/lang';
import { fileDeclarationProblem, fileSource, isFileVersion, matchFileAddress, routeClaims, type FileAddressValues, type ManifestFile, type RouteManifest } from '@site/shared/routes';
import type { RemoteState } from './remote-sources';

/** What a remote publishes that decides which of the site's addresses it may answer. */
type PublishedFiles = Pick<RouteManifest, 'remote' | 'mount' | 'routes' | 'files'>;

export interface RemoteFilesOptions {
  /** The remotes of remotes.json, in its order, as the server reads them now. */
  remotes: () => Promise<Record<string, RemoteState>>;
  /** What a remote that cannot be read now last published: its addresses answer 503 rather than become pages. */
  lastKnown?: (name: string) => PublishedFiles | undefined;
  /** The site's public origin for this request. */
  originOf: (request: FastifyRequest) => string;
  timeoutMs: number;
  /** Where a declaration the site will not serve is reported, once. */
  warn?: (message: string) => void;
}

interface Found {
  state: RemoteState;
  file: ManifestFile;
  values: FileAddressValues;
}

/** Markdown link targets: site paths (`/…`) and paths up from the file (`../…`). */
const MARKDOWN_LINK = /\]\((\/[^()\s]*|\.\.\/[^()\s]*)\)/g;

/** Site paths made absolute for the site's origin, and `../` paths resolved against the remote's file. */
const absoluteLinks = (text: string, origin: string, fileUrl: URL): string =>
  text.replace(MARKDOWN_LINK, (_match, target: string) => `](${target.startsWith('/') ? `${origin}${target}` : new URL(target, fileUrl).href})`);

/** The first segment a path is claimed by in the route table: below the language prefix, or at the top. */
function claimedSegment(pathname: string): { space: 'lang' | 'top'; segment: string } {
  const [first = '', second = ''] = pathname.split('/').slice(1);
  return isRouteLang(first) ? { space: 'lang', segment: second.toLowerCase() } : { space: 'top', segment: first.toLowerCase() };
}

/**
 * Files the site serves at its own address on a remote's behalf (routes.json `files`: the help
 * centre's llms.txt and Markdown articles), read from the remote's origin when asked for, so the
 * remote changes them with no shell build. The shell knows only the declarations: an address with
 * `{lang}` and `{name}`, the file it is read from, the JSON file whose `version` names the live
 * release, the media type, and whether Markdown links are made absolute.
 *
 * They are answered after everything the shell serves itself and before the pages: in the
 * not-found handler's preHandler, which a request reaches when no route of the shell matched or its
 * static files had no such file. An address the remotes do not declare goes on to the pages. The
 * first remote of remotes.json to declare an address answers it, and never at an address another
 * remote's pages claim.
 */
export function registerRemoteFiles(app: FastifyInstance, { remotes, lastKnown, originOf, timeoutMs, warn = () => {} }: RemoteFilesOptions): void {
  const warned = new Set<string>();
  const warnOnce = (message: string) => {
    if (warned.has(message)) return;
    warned.add(message);
    warn(message);
  };

  async function find(pathname: string): Promise<Found | undefined> {
    const published = Object.values(await remotes()).flatMap((state) => {
      const manifest: PublishedFiles | undefined = state.routes ?? lastKnown?.(state.name);
      return manifest ? [{ state, manifest }] : [];
    });
    for (const { state, manifest } of published) {
      for (const file of manifest.files ?? []) {
        const values = matchFileAddress(file.at, pathname);
        if (!values) continue;
        const problem = fileDeclarationProblem(file);
        if (problem) {
          warnOnce(`${state.name} declares a file at ${file.at} that the site does not serve: ${problem}.`);
          continue;
        }
        const { space, segment } = claimedSegment(pathname);
        const owner = published.find(
          ({ manifest: other }) => other.remote !== manifest.remote && routeClaims(other).some((claim) => claim.space === space && claim.segment.toLowerCase() === segment),
        )?.manifest;
        if (owner) {
          warnOnce(`${state.name} declares a file at ${file.at}, where ${owner.remote}'s pages are; ${owner.remote} keeps its addresses.`);
          continue;
        }
        return { state, file, values };
      }
    }
    return undefined;
  }

  /** A file of a remote: its text, or whether it is missing (404, 410) rather than unreachable. */
  async function read(url: URL): Promise<{ text: string } | { missing: boolean }> {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      return response.ok ? { text: await response.text() } : { missing: response.status === 404 || response.status === 410 };
    } catch {
      return { missing: false };
    }
  }

  const unavailable = (reply: FastifyReply) =>
    reply.code(503).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('This file is unavailable. Please try again shortly.\n');
  const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found.\n');

  async function send(request: FastifyRequest, reply: FastifyReply, { state, file, values }: Found): Promise<FastifyReply> {
    let version: string | undefined;
    if (file.version !== undefined) {
      const pointer = await read(new URL(file.version, state.base));
      let named: unknown;
      try {
        named = 'text' in pointer ? (JSON.parse(pointer.text) as { version?: unknown }).version : undefined;
      } catch {
        named = undefined;
      }
      // Without the live version nothing can be read: the remote is down or mid-release.
      if (!isFileVersion(named)) return unavailable(reply);
      version = named;
    }
    const source = fileSource(file, { ...values, ...(version === undefined ? {} : { version }) });
    const url = source === undefined ? undefined : new URL(source, state.base);
    // Only the remote's own files: a declaration is never a way to read another host through the site.
    if (!url || url.origin !== state.base.origin) return notFound(reply);
    const answer = await read(url);
    if (!('text' in answer)) return answer.missing ? notFound(reply) : unavailable(reply);
    const body = file.absoluteLinks ? absoluteLinks(answer.text, originOf(request), url) : answer.text;
    return reply.header('Cache-Control', 'public, max-age=300').type(file.type).send(body);
  }

  app.addHook('preHandler', async (request, reply) => {
    if (!request.is404 || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined;
    const found = await find(request.url.split('?')[0] ?? '');
    return found ? send(request, reply, found) : undefined;
  });
}
