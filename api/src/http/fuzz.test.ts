import { describeFigures, fuzzOperations, runFuzz, type FuzzAnswer, type FuzzOperation, type FuzzRequest } from '@site/shared/testing/fuzz';
import { loadOpenApi } from './openapi';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * Mutated bodies straight to the api (docs/security.md): for every family of operations in openapi.yaml,
 * 1,000 bodies from a fixed seed. Nothing may answer 5xx; every refusal is `{ code, msg }` and, when a field is
 * at fault, names it.
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
