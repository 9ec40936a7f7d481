import path from 'node:path';
import workspace from '@site/shared/apps.json';
import { z } from 'zod';
import { DEFAULT_PGLITE_DIR } from './paths';

/** Local origins of the shell and the five remotes (ARCHITECTURE, Ports; shared/apps.json). */
const DEFAULT_SITE_ORIGINS = workspace.apps.map((app) => `http://localhost:${app.port}`);

const csv = (value: string): string[] =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * Environment of the api, validated once at start-up (STYLE 10): a bad value stops the process with a
 * message naming the variable instead of failing on the first request.
 */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(workspace.api.port),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** When set, PostgreSQL is used instead of PGlite. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** PGlite data folder (relative to the working directory); `memory://` keeps the database in memory (tests). */
  PGLITE_DIR: z.string().min(1).optional(),
  SITE_ORIGINS: z.string().optional(),
  /** Write calls one IP may make per window (spec: per-IP rate limit on write calls). */
  RATE_LIMIT_MAX: positiveInt(30),
  RATE_LIMIT_WINDOW_MS: positiveInt(60_000),
  /** Content Security Policy reports one IP may send per window (a budget of their own). */
  REPORT_RATE_LIMIT_MAX: positiveInt(60),
  /** Content Security Policy reports kept: the newest this many, none older than this many days. */
  CSP_REPORTS_KEPT: positiveInt(10_000),
  CSP_REPORTS_DAYS: positiveInt(30),
  BODY_LIMIT_BYTES: positiveInt(64 * 1024),
  /** How long a client may take to send its headers, and its whole request, before it gets 408. */
  HEADERS_TIMEOUT_MS: positiveInt(10_000),
  REQUEST_TIMEOUT_MS: positiveInt(20_000),
  /**
   * Which proxies to believe for the client address (Fastify `trustProxy`), which the per-client rate limit
   * keys on. By default exactly one hop: the shell's server, which replaces any `X-Forwarded-For` a client
   * sends with the address of its connection (shell/server/api-proxy.ts). Behind more proxies, the hop count
   * of the whole chain; `true`, `false` or a list of addresses/CIDRs are accepted too.
   */
  TRUST_PROXY: z.string().default('1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Fastify's `trustProxy`: a boolean, addresses/CIDRs, or a function of (address, hop index). */
export type TrustProxy = boolean | string | string[] | ((address: string, hop: number) => boolean);

export interface ApiConfig {
  port: number;
  host: string;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  siteOrigins: string[];
  rateLimit: { max: number; windowMs: number };
  /** Content Security Policy reports per client and rate-limit window (their own budget, apart from the writes). */
  reportRateLimitMax: number;
  /** Content Security Policy reports stored: the newest `keep`, none older than `days`. */
  cspReports: { keep: number; days: number };
  bodyLimitBytes: number;
  timeouts: { headersMs: number; requestMs: number };
  trustProxy: TrustProxy;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
}

/** Thrown when the environment is invalid; its message lists every bad variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function parseTrustProxy(raw: string): TrustProxy {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (/^\d+$/.test(raw)) {
    // A hop count: trust that many proxies in front of the api (what proxy-addr does for a number).
    const hops = Number(raw);
    return (_address, hop) => hop < hops;
  }
  const list = csv(raw);
  return list.length === 1 ? (list[0] ?? raw) : list;
}

/** Reads and validates the api's configuration from `env` (usually `process.env`). */
export function loadConfig(env: NodeJS.ProcessEnv | Record<string, string | undefined>): ApiConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const pgliteDir = e.PGLITE_DIR
    ? e.PGLITE_DIR.startsWith('memory://')
      ? e.PGLITE_DIR
      : path.resolve(e.PGLITE_DIR)
    : DEFAULT_PGLITE_DIR;
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dataDir: pgliteDir },
    siteOrigins: e.SITE_ORIGINS ? csv(e.SITE_ORIGINS) : DEFAULT_SITE_ORIGINS,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    reportRateLimitMax: e.REPORT_RATE_LIMIT_MAX,
    cspReports: { keep: e.CSP_REPORTS_KEPT, days: e.CSP_REPORTS_DAYS },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    timeouts: { headersMs: e.HEADERS_TIMEOUT_MS, requestMs: Math.max(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS) },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
  };
}
