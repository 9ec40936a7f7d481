import { isIP } from 'node:net';
import path from 'node:path';
import workspace from '@site/shared/apps.json';
import { z } from 'zod';
import { DEFAULT_PGLITE_DIR } from './paths';

/** Local origins of the shell and the five remotes (shared/apps.json). */
const DEFAULT_SITE_ORIGINS = workspace.apps.map((app) => `http://localhost:${app.port}`);

const csv = (value: string): string[] =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);

/**
 * The addresses the shell's server and nginx connect from: both run beside the api, on loopback (the IPv4 one,
 * the IPv6 one, and the IPv4 one as an IPv6 socket reports it).
 */
export const DEFAULT_TRUSTED_PROXIES: readonly string[] = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * Environment of the api, validated once at start-up: a bad value stops the process with a
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
  /** Write calls one IP may make per window (a per-IP rate limit on write calls). */
  RATE_LIMIT_MAX: positiveInt(30),
  RATE_LIMIT_WINDOW_MS: positiveInt(60_000),
  /** Content Security Policy reports one IP may send per window (a budget of their own). */
  REPORT_RATE_LIMIT_MAX: positiveInt(60),
  /** Content Security Policy reports kept: the newest this many, none older than this many days. */
  CSP_REPORTS_KEPT: positiveInt(10_000),
  CSP_REPORTS_DAYS: positiveInt(30),
  BODY_LIMIT_BYTES: positiveInt(workspace.api.bodyLimitBytes),
  /** How long a client may take to send its headers, and its whole request, before it gets 408. */
  HEADERS_TIMEOUT_MS: positiveInt(10_000),
  REQUEST_TIMEOUT_MS: positiveInt(20_000),
  /**
   * The proxies whose `X-Forwarded-For` is believed for the client address the per-client budgets key on:
   * addresses or CIDRs, comma-separated; `none` believes no proxy. By default the loopback addresses, from which
   * the shell's server and nginx connect in the local and production topologies. The header is read only on a
   * connection from one of them, and then only the entries they added.
   */
  TRUST_PROXY: z
    .string()
    .default(DEFAULT_TRUSTED_PROXIES.join(','))
    .superRefine((raw, context) => {
      for (const problem of trustProxyProblems(raw)) context.addIssue({ code: 'custom', message: problem });
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});


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
  /** Addresses and CIDRs of the proxies whose `X-Forwarded-For` is believed; empty: none is. */
  trustProxy: readonly string[];
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
}

/** Thrown when the environment is invalid; its message lists every bad variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Names proxy-addr gives to address ranges (`loopback` is 127.0.0.1/8 and ::1). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR (`10.0.0.0/8`, `fd00::/8`) or an IPv4 address with a netmask (`10.0.0.0/255.0.0.0`). */
function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', range, ...extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(range) === 4;
}

/** What is wrong with a TRUST_PROXY value, one message per fault. */
function trustProxyProblems(raw: string): string[] {
  const value = raw.trim();
  if (value === 'none' || value === 'false') return [];
  if (/^\d+$/.test(value) || value === 'true') {
    // A hop count or `true` believes X-Forwarded-For from any peer: a client reaching the api directly would
    // get a fresh budget per made-up value and could spend another client's.
    return [`"${value}" would believe X-Forwarded-For from any client; list the proxies' addresses or CIDRs instead (default ${DEFAULT_TRUSTED_PROXIES.join(',')})`];
  }
  const entries = csv(value);
  if (entries.length === 0) return ['list the proxies\' addresses or CIDRs, or none'];
  return entries.filter((entry) => !isAddressOrRange(entry)).map((entry) => `"${entry}" is not an IP address or CIDR`);
}

function parseTrustProxy(raw: string): string[] {
  const value = raw.trim();
  return value === 'none' || value === 'false' ? [] : csv(value);
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
