import { XSS_PAYLOADS } from '@site/shared/testing/xss-payloads';
import { operationsWithBodies } from '../test/operation-examples';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * Fifty classic XSS payloads through every text field of every write call (docs/security.md): each is stored
 * as the text it is or refused with 400, and no answer carries it as markup: answers are JSON, never sniffed,
 * with `<`, `>` and `&` escaped.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 90_000);
afterAll(async () => {
  await server?.close();
});

const cases = operationsWithBodies()
  .filter((operation) => operation.rateLimited)
  .flatMap((operation) =>
    operation.examples.flatMap((example) =>
      Object.entries(example)
        .filter(([, value]) => typeof value === 'string')
        .flatMap(([field]) => XSS_PAYLOADS.map((payload) => ({ operation, example, field, payload }))),
    ),
  );

it('stores or refuses every payload in every field, and never answers it as markup', async () => {
  const tally = { tried: 0, stored: 0, refused: 0, reflected: 0 };
  const problems: string[] = [];
  const queue = [...cases];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { operation, example, field, payload } = next;
      const response = await server.post(operation.path, { ...example, [field]: payload });
      tally.tried += 1;
      if (response.status === 200) tally.stored += 1;
      else if (response.status === 400) tally.refused += 1;
      else problems.push(`${operation.operationId}.${field}: ${response.status}`);
      const raw = response.text;
      const markup = /[<>]/.test(payload) && (raw.includes(payload) || /<[a-z/!]/i.test(raw));
      if (markup || !/^application\/json/.test(response.headers['content-type'] ?? '') || response.headers['x-content-type-options'] !== 'nosniff') {
        tally.reflected += 1;
        problems.push(`${operation.operationId}.${field} reflected ${JSON.stringify(payload)}: ${raw.slice(0, 120)}`);
      }
      // Stored as the text it is: what was sent comes back, unchanged, as data.
      if (response.status === 200 && field in (response.body.data ?? {}) && typeof response.body.data[field] === 'string' && !response.body.data[field].includes(payload.trim()) && payload.trim() !== '') {
        problems.push(`${operation.operationId}.${field} stored ${JSON.stringify(response.body.data[field])} for ${JSON.stringify(payload)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  console.log(`XSS to the api: ${tally.tried} submissions (${XSS_PAYLOADS.length} payloads x every text field of every write call), ${tally.stored} stored as text, ${tally.refused} refused, ${tally.reflected} reflected`);
  expect(problems.slice(0, 10)).toEqual([]);
  expect(tally.tried).toBe(cases.length);
  expect(tally.reflected).toBe(0);
}, 120_000);
