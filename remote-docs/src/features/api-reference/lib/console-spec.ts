import type { I18nLang } from '@site/shared/lang';
import { isNode, localized, METHODS, resolve, type Node } from './api-reference';

/** How the console's description is made for one page. */
export interface ConsoleSpecOptions {
  lang: I18nLang;
  /** The origin of the page (`https://www.example.com`): requests go to its `/api`. */
  origin: string;
  /** What an answer with this status means, in the page's language. */
  statusText: (status: string) => string;
}

const COMPONENT_REF = /^#\/components\/([^/]+)\/([^/]+)$/;

/** Every `$ref` inside `value`. */
function refsIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (isNode(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.add(inner);
      else refsIn(inner, found);
    }
  }
  return found;
}

/** The components `paths` reach, directly or through other components, and nothing else. */
function reachableComponents(document: Node, paths: Node): Node {
  const components = isNode(document.components) ? document.components : {};
  const kept: Record<string, Node> = {};
  const pending = [...refsIn(paths, new Set())];
  const seen = new Set<string>();
  for (let ref = pending.pop(); ref !== undefined; ref = pending.pop()) {
    if (seen.has(ref)) continue;
    seen.add(ref);
    const [, section = '', name = ''] = COMPONENT_REF.exec(ref) ?? [];
    const group = components[section];
    const target = isNode(group) ? group[name] : undefined;
    if (!isNode(target)) continue;
    (kept[section] ??= {})[name] = target;
    pending.push(...refsIn(target, new Set()));
  }
  return kept;
}

/**
 * The operation without the description's own extensions (audience, translations, rate limit), but
 * `x-read-only`: the console sends a POST that only reads (`sendsFromPage`).
 */
function withoutExtensions(operation: Node): Node {
  return Object.fromEntries(Object.entries(operation).filter(([key]) => !key.startsWith('x-') || key === READ_ONLY));
}

/** The description's mark of a POST that only reads (api/README.md). */
export const READ_ONLY = 'x-read-only';

/** Whether the console sends an operation from the page: a GET, or a call the description marks read-only. */
export function sendsFromPage(method: string, operation: unknown): boolean {
  return method.toLowerCase() === 'get' || (isNode(operation) && operation[READ_ONLY] === true);
}

/**
 * The OpenAPI description the "Try it" console shows, made from the api's own in the page's
 * language: the same public operations as the reading view (`x-audience: public`), each in the
 * section of its first tag, named and described in that language (`x-i18n`, English beside it);
 * each answer described by what its status means to a caller (`statusText`), as the reading view
 * does; only the schemas those operations use; and the site's own origin as the one server, so
 * every request goes to the site's `/api`.
 */
export function consoleSpec(document: unknown, { lang, origin, statusText }: ConsoleSpecOptions): Node {
  if (!isNode(document) || !isNode(document.paths)) return { openapi: '3.1.0', info: { title: '', version: '' }, paths: {} };
  const declared = Array.isArray(document.tags) ? document.tags.filter(isNode) : [];
  /** A section's name in the page's language: the tag's display name (the tag itself is a key). */
  const sectionOf = (tag: string) => {
    const node = declared.find((candidate) => candidate.name === tag) ?? {};
    return localized(node, lang, 'displayName', node['x-displayName'] ?? tag);
  };
  const used: string[] = [];
  const paths: Node = {};
  for (const [path, item] of Object.entries(document.paths)) {
    if (!isNode(item)) continue;
    const kept: Node = {};
    for (const method of METHODS) {
      const operation = item[method];
      if (!isNode(operation) || operation['x-audience'] !== 'public') continue;
      const [tag = ''] = Array.isArray(operation.tags) ? operation.tags.filter((entry): entry is string => typeof entry === 'string') : [];
      if (!used.includes(tag)) used.push(tag);
      const responses = isNode(operation.responses) ? operation.responses : {};
      kept[method] = {
        ...withoutExtensions(operation),
        tags: [sectionOf(tag)],
        summary: localized(operation, lang, 'summary', operation.summary),
        description: localized(operation, lang, 'description', operation.description),
        // Each answer described in the page's language; a shared answer ($ref) is copied in with it.
        responses: Object.fromEntries(Object.entries(responses).map(([status, response]) => [status, { ...resolve(document, response), description: statusText(status) }])),
      };
    }
    if (Object.keys(kept).length > 0) paths[path] = kept;
  }
  const order = [...declared.map((tag) => String(tag.name)), ...used];
  const tags = [...new Set(order)]
    .filter((tag) => used.includes(tag))
    .map((tag) => {
      const node = declared.find((candidate) => candidate.name === tag) ?? {};
      const description = localized(node, lang, 'description', node.description);
      return { name: sectionOf(tag), ...(description ? { description } : {}) };
    });
  const info = isNode(document.info) ? document.info : {};
  return {
    openapi: typeof document.openapi === 'string' ? document.openapi : '3.1.0',
    info: { title: typeof info.title === 'string' ? info.title : '', version: typeof info.version === 'string' ? info.version : '' },
    servers: [{ url: origin }],
    tags,
    paths,
    components: reachableComponents(document, paths),
  };
}
