// @ts-check
/**
 * Lead inserts under load through nginx (autocannon), each with its own company name so the
 * database can be asked afterwards which ones it stored, and how often. Used by the topology test
 * (instances stopped and killed under load) and by the bench (throughput with one and two
 * instances).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../lib/workspace.mjs';

const fromE2e = createRequire(path.join(ROOT, 'e2e/package.json'));
const fromApi = createRequire(path.join(ROOT, 'api/package.json'));
/** @type {any} */
const autocannon = fromE2e('autocannon');
/** @type {typeof import('pg')} */
const pg = fromApi('pg');

export const LEAD_INSERT = '/api/official/potentialCust/insert';

/** @param {string} company */
const lead = (company) => ({
  firstName: 'Load',
  lastName: 'Test',
  jobTitle: 'GENERAL_MANAGER',
  businessEmail: 'load@example.com',
  areaCode: '+852',
  areaName: 'Hong Kong',
  contactNo: '90000000',
  interestedProduct: ['PAYMENT_FX'],
  companyName: company,
  businessType: 'E_COMMERCE',
  country: 'Hong Kong',
});

/**
 * @typedef {{ at: number, company: string, outcome: 'acknowledged' | 'refused' | 'failed', status: number }} Outcome
 * `acknowledged`: HTTP 200 with code '200'; `refused`: any other answer (its HTTP status);
 * `failed`: no answer (the connection broke or timed out; status 0).
 */

/**
 * @param {{ base: string, seconds: number, connections?: number, run?: string }} options
 * @returns {{ done: Promise<{ outcomes: Outcome[], requestsPerSecond: number, p50Ms: number, p99Ms: number }>, run: string, stop: () => void }}
 */
export function leadLoad({ base, seconds, connections = 10, run = `${Date.now().toString(36)}` }) {
  let counter = 0;
  /** @type {Outcome[]} */
  const outcomes = [];
  /** @type {any} */
  let instance;
  const done = new Promise((resolve, reject) => {
    instance = autocannon(
      {
        url: `${base}${LEAD_INSERT}`,
        connections,
        duration: seconds,
        timeout: 10,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (/** @type {any} */ request, /** @type {any} */ context) => {
              counter += 1;
              context.company = `Load ${run} ${counter}`;
              return { ...request, body: JSON.stringify(lead(context.company)) };
            },
            onResponse: (/** @type {number} */ status, /** @type {string} */ body, /** @type {any} */ context) => {
              let code;
              try {
                code = JSON.parse(body).code;
              } catch {
                code = undefined;
              }
              outcomes.push({ at: Date.now(), company: context.company, outcome: status === 200 && code === '200' ? 'acknowledged' : 'refused', status });
            },
          },
        ],
      },
      (/** @type {Error | null} */ error, /** @type {any} */ result) => {
        if (error) reject(error);
        else resolve({ outcomes, requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99 });
      },
    );
    // A request whose connection broke: no answer, so not acknowledged.
    instance.on('reqError', () => outcomes.push({ at: Date.now(), company: '', outcome: 'failed', status: 0 }));
  });
  // Ends the load before its duration; `done` resolves with what was measured.
  return { done, run, stop: () => instance.stop() };
}

/**
 * How many times the database holds each company name of a run.
 * @param {string} databaseUrl @param {string} run
 * @returns {Promise<Map<string, number>>}
 */
export async function storedCounts(databaseUrl, run) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT company_name, count(*)::int AS n FROM potential_customer WHERE company_name LIKE $1 GROUP BY company_name', [`Load ${run} %`]);
    return new Map(rows.map((row) => [row.company_name, row.n]));
  } finally {
    await client.end();
  }
}
