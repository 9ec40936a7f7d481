import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isRouteLang, type RouteLang } from '@site/shared/lang';
import type { RemoteState } from './remote-sources';

const CONTENT_LANGS: Record<RouteLang, string> = { en_us: 'en', zh_cn: 'zh-CN', zh_hk: 'zh-HK' };

export interface HelpCentreFilesOptions {
  /** The docs remote as remotes.json names it now (undefined while it is unknown or down). */
  docsRemote: () => Promise<RemoteState | undefined>;
  /** The site's public origin for this request. */
  originOf: (request: FastifyRequest) => string;
  timeoutMs: number;
}

/**
 * The help centre's files for readers and language models, published with its content (see
 * remote-docs/README.md, "llms.txt and Markdown"): `/llms.txt` (English), `/{lang}/llms.txt` and
 * every article as Markdown at `/{lang}/docs/{name}.md`. They are read from the docs remote's
 * live content version (its `content/latest.json`), so a content release changes them with no
 * shell build; site paths in them are made absolute for this origin, and the article's images
 * and downloads point at the docs remote's files.
 */
export function registerHelpCentreFiles(app: FastifyInstance, { docsRemote, originOf, timeoutMs }: HelpCentreFilesOptions): void {
  const fetchText = async (url: URL): Promise<string | undefined> => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      return response.ok ? await response.text() : undefined;
    } catch {
      return undefined;
    }
  };

  async function send(request: FastifyRequest, reply: FastifyReply, file: string, type: string) {
    const docs = await docsRemote();
    const latest = docs ? await fetchText(new URL('content/latest.json', docs.base)) : undefined;
    let version: unknown;
    try {
      version = latest ? (JSON.parse(latest) as { version?: unknown }).version : undefined;
    } catch {
      version = undefined;
    }
    if (!docs || typeof version !== 'string' || !/^[\w-]+$/.test(version)) {
      return reply.code(503).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('The help centre is unavailable. Please try again shortly.\n');
    }
    const folder = new URL(`content/${version}/`, docs.base);
    const text = await fetchText(new URL(file, folder));
    if (text === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('Not found.\n');
    const origin = originOf(request);
    const fileUrl = new URL(file, folder);
    // Markdown link targets: site paths become absolute; ../../assets/… is resolved against the file.
    const body = text.replace(/\]\((\/[^()\s]*|\.\.\/[^()\s]*)\)/g, (_match, target: string) =>
      `](${target.startsWith('/') ? `${origin}${target}` : new URL(target, fileUrl).href})`,
    );
    return reply.header('Cache-Control', 'public, max-age=300').type(type).send(body);
  }

  app.get('/llms.txt', (request, reply) => send(request, reply, 'llms.txt', 'text/plain; charset=utf-8'));
  app.get('/:lang/llms.txt', (request, reply) => {
    const { lang } = request.params as { lang: string };
    if (!isRouteLang(lang)) return reply.callNotFound();
    return send(request, reply, `${CONTENT_LANGS[lang]}/llms.txt`, 'text/plain; charset=utf-8');
  });
  // The name is checked here and again by the pattern; anything else is a page (or the site's not-found).
  app.get('/:lang/docs/:name(^[a-z0-9-]+).md', (request, reply) => {
    const { lang, name } = request.params as { lang: string; name: string };
    if (!isRouteLang(lang) || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name)) return reply.callNotFound();
    return send(request, reply, `${CONTENT_LANGS[lang]}/articles/${name}.md`, 'text/markdown; charset=utf-8');
  });
}
