import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { OPENAPI_PATH } from '../config/paths';

/** A JSON Schema (2020-12) node as found in openapi.yaml. */
export type JsonSchema = { [keyword: string]: unknown };

export type HttpMethod = 'GET' | 'POST';

/** One operation of openapi.yaml, with what the server needs to register and validate it. */
export interface OperationSpec {
  operationId: string;
  method: HttpMethod;
  path: string;
  /** The JSON request body schema with every `$ref` resolved, when the operation takes a body. */
  bodySchema: JsonSchema | undefined;
  /** `x-rate-limited: true`: a write call under the per-IP limit. */
  rateLimited: boolean;
  /** `x-report-limited: true`: a report the browser sends by itself, under a per-IP budget of its own. */
  reportLimited: boolean;
  /** The body schema of each media type other than JSON the operation takes (`$ref`s resolved). */
  otherBodySchemas: Record<string, JsonSchema>;
}

export interface OpenApiDocument {
  /** The YAML text, served as is at GET /api/openapi.yaml. */
  text: string;
  document: JsonSchema;
  operations: Map<string, OperationSpec>;
}

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows a local JSON pointer (`#/components/schemas/X`). */
function resolvePointer(document: JsonSchema, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported in openapi.yaml: ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), document);
}

/**
 * Returns `node` with every `$ref` replaced by a copy of its target, so the schema stands alone for ajv.
 * Request bodies are not recursive; a cycle is reported instead of looping.
 */
export function dereference(document: JsonSchema, node: unknown, seen: readonly string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => dereference(document, item, seen));
  if (!isObject(node)) return node;
  const ref = node.$ref;
  if (typeof ref === 'string') {
    if (seen.includes(ref)) throw new Error(`Recursive $ref in a request schema: ${[...seen, ref].join(' -> ')}`);
    const target = resolvePointer(document, ref);
    if (target === undefined) throw new Error(`Unresolved $ref in openapi.yaml: ${ref}`);
    const { $ref: _ref, ...siblings } = node;
    const resolved = dereference(document, target, [...seen, ref]);
    return Object.keys(siblings).length > 0 && isObject(resolved)
      ? { ...resolved, ...(dereference(document, siblings, seen) as JsonSchema) }
      : resolved;
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, dereference(document, value, seen)]));
}

const METHODS: readonly HttpMethod[] = ['GET', 'POST'];

/** Loads openapi.yaml and lists its operations by operationId. */
export function loadOpenApi(file: string = OPENAPI_PATH): OpenApiDocument {
  const text = readFileSync(file, 'utf8');
  const document: unknown = parse(text);
  if (!isObject(document) || !isObject(document.paths)) throw new Error(`${file} is not an OpenAPI document`);
  const operations = new Map<string, OperationSpec>();
  for (const [path, item] of Object.entries(document.paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method.toLowerCase()];
      if (!isObject(operation)) continue;
      const operationId = operation.operationId;
      if (typeof operationId !== 'string') throw new Error(`${method} ${path} has no operationId`);
      const requestBody = dereference(document, operation.requestBody);
      const content = isObject(requestBody) && isObject(requestBody.content) ? requestBody.content : undefined;
      const json = content && isObject(content['application/json']) ? content['application/json'] : undefined;
      const bodySchema = json && isObject(json.schema) ? json.schema : undefined;
      const otherBodySchemas: Record<string, JsonSchema> = {};
      for (const [media, entry] of Object.entries(content ?? {})) {
        if (media !== 'application/json' && isObject(entry) && isObject(entry.schema)) otherBodySchemas[media] = entry.schema;
      }
      operations.set(operationId, {
        operationId,
        method,
        path,
        bodySchema,
        rateLimited: operation['x-rate-limited'] === true,
        reportLimited: operation['x-report-limited'] === true,
        otherBodySchemas,
      });
    }
  }
  return { text, document, operations };
}
