import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config/env';
import type { Database } from '../db/database';
import { buildServer, type BuildServerOptions } from '../server';
import { openTestDatabase } from './test-database';

/** A response body as tests read it. `data` is untyped on purpose: each test checks the shape it expects. */
export interface ApiBody {
  code: string;
  msg: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests index into response data freely; its shape is checked against openapi.yaml by expectValidResponse
  data: any;
  field?: string;
}

export interface TestResponse {
  status: number;
  headers: Record<string, string>;
  body: ApiBody;
  text: string;
}

export interface RequestOptions {
  lang?: string;
  headers?: Record<string, string>;
}

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  post(path: string, body?: unknown, options?: RequestOptions): Promise<TestResponse>;
  get(path: string, options?: RequestOptions): Promise<TestResponse>;
  close(): Promise<void>;
}

/** Write calls are rate limited; tests other than the 429 test lift the limit out of the way. */
export const TEST_CONFIG: Partial<ApiConfig> = { rateLimit: { max: 1_000_000, windowMs: 60_000 }, reportRateLimitMax: 1_000_000 };

/**
 * The real server on a real (fresh) database, listening on a free loopback port and driven with fetch, as a
 * browser or the shell's proxy would. (Fastify's `inject` pulls in an ESM-only dependency that jest's CommonJS
 * runtime on Node 20 cannot load.)
 */
export async function startTestServer(options: Omit<BuildServerOptions, 'db'> = {}): Promise<TestServer> {
  const { db, dispose } = await openTestDatabase();
  const app = await buildServer({ logger: false, ...options, config: { ...TEST_CONFIG, ...options.config }, db });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const send = async (method: 'GET' | 'POST', url: string, body: unknown, request: RequestOptions = {}) => {
    const headers: Record<string, string> = { ...request.headers };
    if (request.lang) headers['accept-language'] = request.lang;
    let payload: string | undefined;
    if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${origin}${url}`, { method, headers, ...(payload === undefined ? {} : { body: payload }) });
    const text = await response.text();
    return { status: response.status, headers: Object.fromEntries(response.headers), body: safeJson(text), text };
  };
  return {
    app,
    db,
    origin,
    post: (url, body, request) => send('POST', url, body, request),
    get: (url, request) => send('GET', url, undefined, request),
    async close() {
      await app.close();
      await dispose();
    },
  };
}

function safeJson(text: string): ApiBody {
  try {
    return JSON.parse(text) as ApiBody;
  } catch {
    return { code: '', msg: text, data: null };
  }
}
