import { describeFigures, fuzzOperations, runFuzz, type FuzzAnswer, type FuzzOperation, type FuzzRequest } from '@site/shared/testing/fuzz';
import fc from 'fast-check';
import { loadOpenApi, type JsonSchema } from './openapi';
import { REPORT_BODY_LIMIT } from '../server';
import { inject } from '../test/inject';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * Mutated bodies straight to the api (docs/security.md): for every family of operations in openapi.yaml,
 * 1,000 bodies from a fixed seed. Nothing may answer 5xx; every refusal is `{ code, msg }` and, when a field is
 * at fault, names it. Then every string field of every write call gets values built to make a pattern backtrack
 * (long runs of a separator before one failing character, up to 60 KB), and none may cost over 100 ms of CPU.
 */
const SEED = 20261123;
const PER_FAMILY = 1_000;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 90_000);
afterAll(async () => {
  await server?.close();
});

async function sendTo(origin: string, operation: FuzzOperation, request: FuzzRequest): Promise<FuzzAnswer> {
  const headers: Record<string, string> = {};
  if (request.contentType !== undefined) headers['content-type'] = request.contentType;
  const response = await fetch(`${origin}${operation.path}`, { method: operation.method, headers, body: typeof request.body === 'string' ? request.body : Buffer.from(request.body) });
  return { status: response.status, text: await response.text() };
}

it('mutates every nested field a body can carry, the estimate of a demo request too', () => {
  const operations = fuzzOperations(loadOpenApi().document);
  // The bodies are mutations of each operation's example: a field missing from every example is never fuzzed.
  const lead = operations.find((operation) => operation.operationId === 'newInsertLead');
  const example = lead?.example as { estimate?: Record<string, unknown> } | undefined;
  expect(lead?.contentType).toBe('application/json');
  expect(Object.keys(example?.estimate ?? {}).sort()).toEqual(['amount', 'annualRatePercent', 'currency', 'interest', 'product', 'tenorDays', 'total']);
});

it('fuzzes the report endpoint with the media types it takes and their examples, not an empty JSON object', () => {
  const report = fuzzOperations(loadOpenApi().document).find((operation) => operation.operationId === 'reportCspViolation');
  expect(report?.contentType).toBe('application/reports+json');
  expect(report?.bodies.map((body) => body.contentType)).toEqual(['application/reports+json', 'application/csp-report']);
  expect(report?.example).toEqual([expect.objectContaining({ type: 'csp-violation', body: expect.objectContaining({ effectiveDirective: expect.any(String) }) })]);
  expect(report?.bodies[1]?.example).toEqual({ 'csp-report': expect.objectContaining({ 'document-uri': expect.any(String) }) });
});

it('answers every mutated body without a 5xx, with { code, msg } naming the field', async () => {
  const operations = fuzzOperations(loadOpenApi().document);
  const figures = await runFuzz({ operations, perFamily: PER_FAMILY, seed: SEED, send: (operation, request) => sendTo(server.origin, operation, request) });
  console.log(describeFigures('to the api', figures));
  expect(figures.failures).toEqual([]);
  expect(figures.serverErrors).toBe(0);
  for (const entry of Object.values(figures.byFamily)) expect(entry.tried).toBeGreaterThanOrEqual(PER_FAMILY);
  // Real validation of every family, the reports' too: some bodies stored, many refused naming the field.
  for (const [family, entry] of Object.entries(figures.byFamily)) {
    expect({ family, stored: (entry.statuses['200'] ?? 0) > 0, refused: (entry.statuses['400'] ?? 0) > entry.tried / 10 }).toEqual({ family, stored: true, refused: true });
  }
}, 240_000);

// --- Strings built to make a regular expression backtrack -------------------------------------------------------

/** Most CPU one request may cost: a pattern that backtracks spends seconds on 60 KB, a linear one well under this. */
const CPU_BUDGET_MS = 100;
/** Bodies per string field: a few fixed worst cases, then this many drawn by fast-check. */
const PATHOLOGICAL_PER_FIELD = 10;

const isNode = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema says a value may be text: `type: string` on the node or any of its allOf parts. */
function takesText(schema: JsonSchema): boolean {
  const type = schema.type;
  if (type === 'string' || (Array.isArray(type) && type.includes('string'))) return true;
  return Array.isArray(schema.allOf) && schema.allOf.some((part) => isNode(part) && takesText(part));
}

/** Every path of a body schema whose value may be text (`['estimate', 'currency']`, `['0', 'body', 'sample']` in a list). */
function textPaths(schema: JsonSchema, prefix: string[] = []): string[][] {
  const paths: string[][] = takesText(schema) && prefix.length > 0 ? [prefix] : [];
  if (isNode(schema.properties)) {
    for (const [key, child] of Object.entries(schema.properties)) if (isNode(child)) paths.push(...textPaths(child, [...prefix, key]));
  }
  if (isNode(schema.items)) paths.push(...textPaths(schema.items, [...prefix, '0']));
  for (const part of Array.isArray(schema.allOf) ? schema.allOf : []) if (isNode(part)) paths.push(...textPaths(part, prefix));
  const unique = new Map(paths.map((path) => [path.join('.'), path]));
  return [...unique.values()];
}

/** `body` with `value` at `path`, creating the objects and lists on the way (an example may lack the estimate). */
function withValue(body: unknown, path: readonly string[], value: string): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = /^\d+$/.test(path[index + 1] ?? '') ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  return copy;
}

/** Separators and runs that make a pattern with overlapping repetitions try every split. */
const UNITS = ['a.', 'a@', '@a', '.', '@', '-', 'a-', '0-', ' ', 'a ', ' a', '\t', 'a', '0', '+0', '0:', 'a.b@', 'é.', '中.'];
/** What comes before the run: the start of an email, a date, a dial code. */
const PREFIXES = ['', 'a', 'a@', 'a@a', 'a@a.', '+', '2024-01-01', '2024-01-01 00:00', '9144', 'article-'];
/** One last character that fails the pattern, so the engine backtracks over the whole run. */
const ENDINGS = ['', ' ', '!', '@', '.', '-', '\u00a0', '\u3000', '🙂', 'Z', '=', '\\'];

/** A run of `unit` between `prefix` and `ending`, about `length` characters long. */
const pathological = (prefix: string, unit: string, length: number, ending: string) =>
  prefix + unit.repeat(Math.max(1, Math.floor((length - prefix.length - ending.length) / unit.length))) + ending;

const pathologicalArbitrary = (maxLength: number) =>
  fc
    .record({
      prefix: fc.constantFrom(...PREFIXES),
      unit: fc.constantFrom(...UNITS),
      length: fc.integer({ min: Math.min(1_000, maxLength), max: maxLength }),
      ending: fc.constantFrom(...ENDINGS),
    })
    .map(({ prefix, unit, length, ending }) => pathological(prefix, unit, length, ending));

interface CpuFinding {
  operation: string;
  field: string;
  cpuMs: number;
  status: number;
  sample: string;
}

/** CPU time of one request handled in this process (the server's work: parsing, validation, the database). */
async function cpuOf(app: TestServer['app'], url: string, contentType: string, payload: string): Promise<{ cpuMs: number; status: number }> {
  const before = process.cpuUsage();
  const response = await inject(app, { method: 'POST', url, payload, headers: { 'content-type': contentType } });
  const used = process.cpuUsage(before);
  return { cpuMs: (used.user + used.system) / 1000, status: response.statusCode };
}

it(`answers every string field's pathological value within ${CPU_BUDGET_MS} ms of CPU`, async () => {
  const api = loadOpenApi();
  const examples = new Map(fuzzOperations(api.document).map((operation) => [operation.operationId, operation]));
  const writes = [...api.operations.values()].filter((spec) => spec.rateLimited || spec.reportLimited);
  const findings: CpuFinding[] = [];
  let tried = 0;
  let slowest = { cpuMs: 0, where: '' };
  for (const spec of writes) {
    const schemas: [string, JsonSchema][] = [...(spec.bodySchema ? [['application/json', spec.bodySchema] as [string, JsonSchema]] : []), ...Object.entries(spec.otherBodySchemas)];
    const bodyLimit = spec.reportLimited ? REPORT_BODY_LIMIT : server.app.initialConfig.bodyLimit ?? 65_536;
    for (const [contentType, schema] of schemas) {
      const example = examples.get(spec.operationId)?.bodies.find((body) => body.contentType === contentType)?.example ?? {};
      // Warm the route up once, so the first timed request does not pay for compiling anything.
      await inject(server.app, { method: 'POST', url: spec.path, payload: JSON.stringify(example), headers: { 'content-type': contentType } });
      const room = bodyLimit - JSON.stringify(example).length - 512;
      const longest = Math.min(60_000, room);
      const paths = textPaths(schema);
      expect(paths.length).toBeGreaterThan(0);
      for (const [index, path] of paths.entries()) {
        const values = [
          // The reproducer of issue 35, and its kin: long runs of a separator before one failing character.
          pathological('a@', 'a.', longest, ' '),
          pathological('', 'a', longest, '!'),
          pathological('', '-', longest, 'a'),
          pathological('a', ' ', longest, '@'),
          ...fc.sample(pathologicalArbitrary(longest), { numRuns: PATHOLOGICAL_PER_FIELD, seed: SEED + index }),
        ];
        for (const value of values) {
          const payload = JSON.stringify(withValue(example, path, value));
          // A pattern that backtracks is slow every time; the cheaper of two tries leaves out a garbage collection
          // that happened to fall inside the first.
          let measured = await cpuOf(server.app, spec.path, contentType, payload);
          if (measured.cpuMs > CPU_BUDGET_MS) {
            const again = await cpuOf(server.app, spec.path, contentType, payload);
            if (again.cpuMs < measured.cpuMs) measured = again;
          }
          tried += 1;
          if (measured.cpuMs > slowest.cpuMs) slowest = { cpuMs: measured.cpuMs, where: `${spec.operationId} ${path.join('.')}` };
          expect(measured.status).toBeLessThan(500);
          if (measured.cpuMs > CPU_BUDGET_MS) {
            findings.push({ operation: spec.operationId, field: path.join('.'), cpuMs: Math.round(measured.cpuMs), status: measured.status, sample: `${value.slice(0, 24)}… (${value.length} characters)` });
            // One slow value says enough about a field; the next field's turn.
            break;
          }
        }
      }
    }
  }
  console.log(`pathological strings: ${tried} requests over every string field of ${writes.length} write calls; slowest ${slowest.cpuMs.toFixed(1)} ms of CPU (${slowest.where}); over ${CPU_BUDGET_MS} ms: ${findings.length}`);
  expect(findings).toEqual([]);
}, 600_000);
