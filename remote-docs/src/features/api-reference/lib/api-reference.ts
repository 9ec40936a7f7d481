import type { I18nLang } from '@site/shared/lang';

/**
 * The API reference as its readers see it, read from the api's OpenAPI description: only the
 * operations it marks `x-audience: public`, grouped in its tags' order, with the words of the page's
 * language. English is the description's own text (a tag's name is `x-displayName`); Chinese comes
 * from `x-i18n` beside it. The api's contract tests require every public operation and its tag to
 * have all three, so a missing translation here is a description that skipped them: its English shows.
 */

/** A field of a request body: a dotted name for a field inside an object (`queryCondition.buyCurrency`). */
export interface ReferenceField {
  name: string;
  /** `string`, `integer`, `boolean`, `array of string`, with the format when the description gives one (`string, email`). */
  type: string;
  required: boolean;
}

export interface ReferenceOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  /** Counted against the per-client budget of write calls (`x-rate-limited`). */
  rateLimited: boolean;
  /** The JSON body it takes, if any: its fields and an example. */
  body?: { fields: ReferenceField[]; example?: unknown };
  /** Every status it may answer, in numeric order. */
  statuses: string[];
  /** An example of its successful answer. */
  example?: unknown;
}

export interface ReferenceSection {
  tag: string;
  name: string;
  description: string;
  operations: ReferenceOperation[];
}

/** An object of the description (a path, an operation, a schema). */
export type Node = Record<string, unknown>;

export const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** `#/components/schemas/X` in `document`, followed until it is not a reference (at most a few steps). */
export function resolve(document: Node, node: unknown, depth = 0): Node | undefined {
  if (!isNode(node)) return undefined;
  const ref = node.$ref;
  if (typeof ref !== 'string' || depth > 8) return node;
  let target: unknown = document;
  for (const key of ref.replace(/^#\//, '').split('/')) target = isNode(target) ? target[key] : undefined;
  return resolve(document, target, depth + 1);
}

function typeOf(document: Node, schema: Node): string {
  if (Array.isArray(schema.enum)) return 'enum';
  // A schema that narrows another (`allOf: [{ $ref }]` with a shorter maxLength) has the other's type.
  if (schema.type === undefined && Array.isArray(schema.allOf)) {
    const base = schema.allOf.map((part) => resolve(document, part)).find(isNode);
    if (base) return typeOf(document, base);
  }
  const type = Array.isArray(schema.type) ? schema.type.filter((entry) => entry !== 'null').join(' | ') : text(schema.type);
  if (type === 'array') {
    const items = resolve(document, schema.items);
    return `array of ${items ? typeOf(document, items) : 'any'}`;
  }
  const format = text(schema.format);
  return [type ?? (schema.properties ? 'object' : 'any'), ...(format ? [format] : [])].join(', ');
}

/** The fields of an object schema, and one level of the objects inside it. */
function fieldsOf(document: Node, schema: Node | undefined, prefix = '', depth = 0): ReferenceField[] {
  if (!schema) return [];
  const parts = [schema, ...(Array.isArray(schema.allOf) ? schema.allOf.map((part) => resolve(document, part)) : [])].filter(isNode);
  const fields: ReferenceField[] = [];
  for (const part of parts) {
    const required = new Set(Array.isArray(part.required) ? part.required.filter((name): name is string => typeof name === 'string') : []);
    if (!isNode(part.properties)) continue;
    for (const [name, raw] of Object.entries(part.properties)) {
      const property = resolve(document, raw);
      if (!property) continue;
      fields.push({ name: `${prefix}${name}`, type: typeOf(document, property), required: required.has(name) });
      if (depth < 1 && isNode(property.properties)) fields.push(...fieldsOf(document, property, `${prefix}${name}.`, depth + 1));
    }
  }
  return fields;
}

/** The first example of a media type: `example`, else the first of `examples`. */
function exampleOf(media: unknown): unknown {
  if (!isNode(media)) return undefined;
  if (media.example !== undefined) return media.example;
  const first = isNode(media.examples) ? Object.values(media.examples)[0] : undefined;
  return isNode(first) ? first.value : undefined;
}

/** `key` of `node` in `lang`: its `x-i18n` translation, else the English beside it. */
export function localized(node: Node, lang: I18nLang, key: string, english: unknown): string {
  const translations = isNode(node['x-i18n']) ? node['x-i18n'] : {};
  const own = lang === 'en' ? undefined : isNode(translations[lang]) ? text(translations[lang][key]) : undefined;
  return own ?? text(english) ?? '';
}

function readOperation(document: Node, method: string, path: string, operation: Node, lang: I18nLang): ReferenceOperation {
  const requestBody = resolve(document, operation.requestBody);
  const jsonBody = requestBody && isNode(requestBody.content) ? requestBody.content['application/json'] : undefined;
  const responses = isNode(operation.responses) ? operation.responses : {};
  const ok = resolve(document, responses['200']);
  const okExample = ok && isNode(ok.content) ? exampleOf(ok.content['application/json']) : undefined;
  const bodyExample = exampleOf(jsonBody);
  return {
    id: text(operation.operationId) ?? `${method} ${path}`,
    method: method.toUpperCase(),
    path,
    summary: localized(operation, lang, 'summary', operation.summary),
    description: localized(operation, lang, 'description', operation.description),
    rateLimited: operation['x-rate-limited'] === true,
    ...(isNode(jsonBody)
      ? { body: { fields: fieldsOf(document, resolve(document, jsonBody.schema)), ...(bodyExample !== undefined ? { example: bodyExample } : {}) } }
      : {}),
    statuses: Object.keys(responses).sort((a, b) => Number(a) - Number(b)),
    ...(okExample !== undefined ? { example: okExample } : {}),
  };
}

/** The sections of the reference in `lang`: public operations only, sections without one left out. */
export function readApiReference(document: unknown, lang: I18nLang): ReferenceSection[] {
  if (!isNode(document) || !isNode(document.paths)) return [];
  const operations: { tag: string; operation: ReferenceOperation }[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (!isNode(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isNode(operation) || operation['x-audience'] !== 'public') continue;
      const [tag = ''] = Array.isArray(operation.tags) ? operation.tags.filter((entry): entry is string => typeof entry === 'string') : [];
      operations.push({ tag, operation: readOperation(document, method, path, operation, lang) });
    }
  }
  const declared = Array.isArray(document.tags) ? document.tags.filter(isNode) : [];
  const order = [...declared.map((tag) => String(tag.name)), ...operations.map(({ tag }) => tag)];
  return [...new Set(order)].flatMap((name) => {
    const own = operations.filter(({ tag }) => tag === name).map(({ operation }) => operation);
    if (own.length === 0) return [];
    const tag = declared.find((candidate) => candidate.name === name) ?? {};
    return [{ tag: name, name: localized(tag, lang, 'displayName', tag['x-displayName'] ?? name), description: localized(tag, lang, 'description', tag.description), operations: own }];
  });
}
