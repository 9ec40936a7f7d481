import fc from 'fast-check';

/**
 * The fuzz suite's bodies and verdicts (docs/security.md), shared by the api's test (straight to the api) and
 * the shell server's (through its proxy): every body-taking operation of openapi.yaml, grouped by family (its
 * tag), gets mutated bodies from fast-check with a fixed seed, so a run is the same every time.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = Record<string, unknown>;

export interface FuzzOperation {
  operationId: string;
  /** The operation's first tag: lead calls, the questionnaire, rate history… */
  family: string;
  method: string;
  path: string;
  /** The media type of `example`: the first of the operation's own that has one (`application/json` when none does). */
  contentType: string;
  /** A valid body: the operation's example in openapi.yaml for `contentType` (`{}` when it has none). */
  example: Json;
  /**
   * Every media type of the operation with its example, `contentType` first: a body is mutated from one of them
   * and sent as that type (a CSP report endpoint takes `application/reports+json` and `application/csp-report`,
   * never `application/json`).
   */
  bodies: FuzzBody[];
}

export interface FuzzBody {
  contentType: string;
  example: Json;
}

export interface FuzzRequest {
  body: Uint8Array | string;
  /** `undefined`: no Content-Type header at all. */
  contentType: string | undefined;
  /** The parsed body when it is JSON text, to tell which fields were sent. */
  sent: unknown;
  /** The example the body was made from (its fields may be named by a refusal even when deleted). */
  example: Json;
  kind: string;
}

export interface FuzzAnswer {
  status: number;
  text: string;
}

export interface FuzzFigures {
  tried: number;
  serverErrors: number;
  badShape: number;
  unnamedField: number;
  byFamily: Record<string, { tried: number; serverErrors: number; statuses: Record<string, number> }>;
  failures: string[];
}

const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const BODY_METHODS = new Set(['post', 'put', 'patch']);

/** The example of one media type entry of a request body: `example`, else the first of `examples`. */
function exampleOf(entry: unknown): unknown {
  if (!isObject(entry)) return undefined;
  if (entry.example !== undefined) return entry.example;
  const first = isObject(entry.examples) ? Object.values(entry.examples)[0] : undefined;
  return isObject(first) ? first.value : undefined;
}

const isContainer = (value: unknown): value is Node | unknown[] => isObject(value) || Array.isArray(value);

/**
 * Every operation of an OpenAPI document (parsed) that takes a body, with the examples of its own media types:
 * an operation whose body is not `application/json` is fuzzed with what it takes, not with `{}` as JSON.
 */
export function fuzzOperations(document: unknown): FuzzOperation[] {
  const paths = isObject(document) && isObject(document.paths) ? document.paths : {};
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!BODY_METHODS.has(method) || !isObject(operation) || typeof operation.operationId !== 'string') continue;
      const content = isObject(operation.requestBody) && isObject(operation.requestBody.content) ? operation.requestBody.content : {};
      const bodies: FuzzBody[] = [];
      for (const [contentType, entry] of Object.entries(content)) {
        const example = exampleOf(entry);
        if (isContainer(example)) bodies.push({ contentType, example: structuredClone(example) as Json });
      }
      if (bodies.length === 0) bodies.push({ contentType: Object.keys(content)[0] ?? 'application/json', example: {} });
      const [first] = bodies as [FuzzBody, ...FuzzBody[]];
      const tags = Array.isArray(operation.tags) ? operation.tags : [];
      operations.push({
        operationId: operation.operationId,
        family: typeof tags[0] === 'string' ? tags[0] : operation.operationId,
        method: method.toUpperCase(),
        path,
        contentType: first.contentType,
        example: first.example,
        bodies,
      });
    }
  }
  return operations;
}

// --- what a visitor (or an attacker) can put in a value -----------------------------------------------------

const SPECIAL_CHARACTERS = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u200b', '\u200f', '\u202e', '\u2028', '\ufeff', '\ud800', '\udfff', '\uffff'];
const NASTY_STRINGS = [
  '',
  ' ',
  '0000-01-01',
  '0001-01-01 00:00:00',
  '0099-12-31T23:59:59Z',
  '9999-12-31',
  '2024-02-30',
  '2024-13-01',
  'urn:uuid:3f1c2a7e-5b8d-4c3e-9a61-0d2b7e4f8c15',
  '{3f1c2a7e-5b8d-4c3e-9a61-0d2b7e4f8c15}',
  '00000000-0000-0000-0000-000000000000',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  'null',
  'true',
  '12',
  '+86',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE potential_customer; --",
  '\u202egnp.exe',
  'مرحبا بالعالم',
  'שלום',
  '${7*7}',
  '{{7*7}}',
  '../../etc/passwd',
  '%00',
  '\\u0000',
  'a@b',
  'a@b.c',
  '🙂'.repeat(20),
];

const keyArbitrary = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '', ' ', '\u0000') },
);

const stringArbitrary: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 3, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...SPECIAL_CHARACTERS), fc.string({ maxLength: 10 })).map(([a, c, b]) => a + c + b) },
  // Past every maxLength, and now and then past the body limit.
  { weight: 1, arbitrary: fc.oneof(fc.integer({ min: 51, max: 2_000 }), fc.integer({ min: 60_000, max: 70_000 })).map((n) => 'x'.repeat(n)) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })).map(String) },
);

const leafArbitrary: fc.Arbitrary<Json> = fc.oneof(
  { weight: 4, arbitrary: stringArbitrary },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1.5, 2 ** 53 + 1, 1e308, -1e308, Number.MIN_VALUE) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

const { value: valueArbitrary } = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leafArbitrary,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(keyArbitrary, tie('value'), { maxKeys: 4 }),
  ),
}));

/** Nesting as deep as a body under the limit allows: `[[[[…]]]]` or `{"a":{"a":…}}`. */
const deepNesting = fc.tuple(fc.integer({ min: 100, max: 30_000 }), fc.boolean()).map(([depth, arrays]) =>
  arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(Math.min(depth, 12_000)) + '1' + '}'.repeat(Math.min(depth, 12_000)),
);

// --- how a body is changed ------------------------------------------------------------------------------------

/** Every path of nested objects and lists in `example` (`['queryCondition', 'startTime']`, `['0', 'body']`), for changes below the top. */
function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (!isContainer(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])]);
}

type Change = { op: 'set'; path: string[]; value: Json } | { op: 'delete'; path: string[] } | { op: 'extra'; key: string; value: Json };

/** An own property even for '__proto__': as JSON text would carry it. */
const define = (node: object, key: string, value: Json) => Object.defineProperty(node, key, { value, enumerable: true, configurable: true, writable: true });

function applyChange(body: Json, change: Change): void {
  if (change.op === 'extra') {
    // A list's extra key goes on its first entry (a report with a field no schema names).
    const target = Array.isArray(body) ? body.find(isObject) : body;
    if (isObject(target)) define(target, change.key, change.value);
    else if (Array.isArray(body)) body.push(change.value);
    return;
  }
  let node: unknown = body;
  for (const key of change.path.slice(0, -1)) node = isContainer(node) ? (node as Record<string, unknown>)[key] : undefined;
  const last = change.path[change.path.length - 1];
  if (!isContainer(node) || last === undefined) return;
  if (change.op === 'set') define(node, last, change.value);
  else if (Array.isArray(node) && /^\d+$/.test(last)) {
    // By hand, not splice: a list may carry an own `constructor` key by now (Symbol.species).
    for (let index = Number(last); index < node.length - 1; index += 1) node[index] = node[index + 1];
    if (Number(last) < node.length) node.length -= 1;
  }
  else Reflect.deleteProperty(node, last);
}

const CONTENT_TYPES = [
  'json',
  '',
  'text/plain',
  'application/json, text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json;;',
  'application/*',
  // The report media types: only the report endpoint reads them; every other operation answers 415.
  'application/reports+json',
  'application/csp-report',
  'application/reports+json; charset=utf-8',
  'APPLICATION/CSP-REPORT',
];

/** Bytes that are not UTF-8, put inside a valid JSON text. */
function withInvalidUtf8(text: string, at: number, bytes: readonly number[]): Uint8Array {
  const encoded = new TextEncoder().encode(text);
  const index = Math.min(Math.max(1, at % Math.max(1, encoded.length)), encoded.length);
  return new Uint8Array([...encoded.subarray(0, index), ...bytes, ...encoded.subarray(index)]);
}

/** The arbitrary of mutated requests for `operation`, each sent as the media type of the example it came from. */
export function requestArbitrary(operation: FuzzOperation): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(...operation.bodies.map((body) => bodyArbitrary(body)));
}

function bodyArbitrary({ contentType, example }: FuzzBody): fc.Arbitrary<FuzzRequest> {
  const paths = pathsOf(example);
  const pathArbitrary = paths.length > 0 ? fc.oneof(fc.constantFrom(...paths), keyArbitrary.map((key) => [key])) : keyArbitrary.map((key) => [key]);
  const change: fc.Arbitrary<Change> = fc.oneof(
    { weight: 5, arbitrary: fc.record({ op: fc.constant('set' as const), path: pathArbitrary, value: valueArbitrary }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('delete' as const), path: pathArbitrary }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('extra' as const), key: keyArbitrary, value: valueArbitrary }) },
  );
  const request = (body: Uint8Array | string, sent: unknown, kind: string, type: string | undefined = contentType): FuzzRequest => ({ body, contentType: type, sent, example, kind });
  const json = (value: unknown, kind: string): FuzzRequest => request(JSON.stringify(value) ?? '', value, kind);
  const mutatedObject = fc.array(change, { minLength: 1, maxLength: 4 }).map((changes) => {
    const body = structuredClone(example);
    for (const each of changes) applyChange(body, each);
    return body;
  });
  // The operation's own types, as a client may spell them, beside the ones it never takes.
  const contentTypes = [...new Set([...CONTENT_TYPES, contentType, `${contentType}; charset=utf-8`, contentType.toUpperCase()])];
  return fc.oneof(
    { weight: 12, arbitrary: mutatedObject.map((body) => json(body, 'fields')) },
    { weight: 2, arbitrary: valueArbitrary.map((value) => json(value, 'whole body')) },
    { weight: 1, arbitrary: deepNesting.map((text) => request(text, undefined, 'deep nesting')) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(mutatedObject, fc.nat(), fc.constantFrom([0xff], [0xc3, 0x28], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xc0, 0xaf]))
        .map(([body, at, bytes]) => request(withInvalidUtf8(JSON.stringify(body), at, bytes), undefined, 'invalid UTF-8')),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(mutatedObject, fc.nat()).map(([body, cut]) => {
        const text = JSON.stringify(body);
        return request(text.slice(0, cut % Math.max(1, text.length)), undefined, 'truncated JSON');
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...contentTypes, undefined), fc.boolean())
        .map(([type, valid]) => request(valid ? JSON.stringify(example) : 'a=1&b=2', undefined, 'content type', type)),
    },
    { weight: 1, arbitrary: fc.constantFrom('', ' ', '\n', 'null', '""', '[]', '{}', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}').map((text) => request(text, undefined, 'edge text')) },
  );
}

/** `count` requests for `operation`, the same for the same seed. */
export function fuzzRequests(operation: FuzzOperation, count: number, seed: number): FuzzRequest[] {
  return fc.sample(requestArbitrary(operation), { numRuns: count, seed });
}

/** What is wrong with an answer, or undefined when it is a good one. */
export function judge(request: FuzzRequest, answer: FuzzAnswer): { fault: 'server' | 'shape' | 'field'; detail: string } | undefined {
  if (answer.status >= 500 || answer.status === 0) return { fault: 'server', detail: `${answer.status} ${answer.text.slice(0, 160)}` };
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return { fault: 'shape', detail: `${answer.status} not JSON: ${answer.text.slice(0, 160)}` };
  }
  if (!isObject(body) || typeof body.code !== 'string' || typeof body.msg !== 'string' || body.msg.trim() === '') {
    return { fault: 'shape', detail: `${answer.status} ${answer.text.slice(0, 160)}` };
  }
  if (answer.status < 400) return body.code === '200' ? undefined : { fault: 'shape', detail: `${answer.status} with code ${body.code}` };
  if (body.code === 'VALIDATION_FAILED' && isContainer(request.sent) && Array.isArray(request.sent) === Array.isArray(request.example)) {
    const field = body.field;
    // A list's own faults (too few or too many entries, an entry that is not an object) have no field to name;
    // a field named in a list is a key of one of its entries.
    if (Array.isArray(request.sent) && field === undefined) return undefined;
    // Keys may hold dots themselves: the field names a sent (or required) key, or something below one.
    const keys = [...keysOf(request.sent), ...keysOf(request.example)];
    const known = typeof field === 'string' && keys.some((key) => field === key || field.startsWith(`${key}.`));
    if (!known) return { fault: 'field', detail: `${answer.status} names no field that was sent: ${answer.text.slice(0, 160)}` };
  }
  return undefined;
}

/** The keys of an object body, or of every object in a list body (lists in it too: a field's path has no indexes). */
function keysOf(value: unknown): string[] {
  // Array.from: a fuzzed list may carry an own `constructor` key, which breaks flatMap (Symbol.species).
  if (Array.isArray(value)) return Array.from(value as unknown[]).flatMap(keysOf);
  return isObject(value) ? Object.keys(value) : [];
}

/** Runs `tasks` with at most `concurrency` at a time. */
async function pool<T>(tasks: (() => Promise<T>)[], concurrency: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      const task = tasks[index];
      if (task) results[index] = await task();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

export interface FuzzRun {
  operations: FuzzOperation[];
  /** Bodies per family, shared out over its operations. */
  perFamily: number;
  seed: number;
  concurrency?: number;
  send: (operation: FuzzOperation, request: FuzzRequest) => Promise<FuzzAnswer>;
}

/** Sends every family its bodies and sums up what came back. */
export async function runFuzz({ operations, perFamily, seed, concurrency = 6, send }: FuzzRun): Promise<FuzzFigures> {
  const families = new Map<string, FuzzOperation[]>();
  for (const operation of operations) families.set(operation.family, [...(families.get(operation.family) ?? []), operation]);
  const figures: FuzzFigures = { tried: 0, serverErrors: 0, badShape: 0, unnamedField: 0, byFamily: {}, failures: [] };
  const tasks: (() => Promise<void>)[] = [];
  for (const [family, members] of families) {
    const each = Math.ceil(perFamily / members.length);
    const entry = (figures.byFamily[family] = { tried: 0, serverErrors: 0, statuses: {} as Record<string, number> });
    members.forEach((operation, index) => {
      for (const request of fuzzRequests(operation, each, seed + index)) {
        tasks.push(async () => {
          let answer: FuzzAnswer;
          try {
            answer = await send(operation, request);
          } catch (error) {
            answer = { status: 0, text: String(error) };
          }
          figures.tried += 1;
          entry.tried += 1;
          entry.statuses[answer.status] = (entry.statuses[answer.status] ?? 0) + 1;
          const verdict = judge(request, answer);
          if (!verdict) return;
          if (verdict.fault === 'server') {
            figures.serverErrors += 1;
            entry.serverErrors += 1;
          } else if (verdict.fault === 'shape') figures.badShape += 1;
          else figures.unnamedField += 1;
          if (figures.failures.length < 20) figures.failures.push(`${operation.operationId} [${request.kind}] ${verdict.detail} <- ${String(typeof request.body === 'string' ? request.body : '(bytes)').slice(0, 200)}`);
        });
      }
    });
  }
  await pool(tasks, concurrency);
  return figures;
}

/** One line per family and a total, as the tests print them. */
export function describeFigures(where: string, figures: FuzzFigures): string {
  const lines = Object.entries(figures.byFamily).map(
    ([family, entry]) => `  ${family}: ${entry.tried} tried, ${entry.serverErrors} 5xx (${Object.entries(entry.statuses).map(([status, n]) => `${status}×${n}`).join(' ')})`,
  );
  return [`fuzz ${where}: ${figures.tried} tried, ${figures.serverErrors} 5xx, ${figures.badShape} without { code, msg }, ${figures.unnamedField} not naming the field`, ...lines].join('\n');
}
