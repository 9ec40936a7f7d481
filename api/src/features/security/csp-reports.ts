import type { operations } from '@site/shared/api/schema';
import type { Database } from '../../db/database';
import type { Handlers } from '../../http/operations';

type CspReportList = operations['reportCspViolation']['requestBody']['content']['application/reports+json'];
type CspLegacyReport = operations['reportCspViolation']['requestBody']['content']['application/csp-report'];

/** What is kept of one violation: enough to find the cause, nothing a visitor typed (no query strings, no sample). */
export interface CspViolationSummary {
  directive: string;
  /** `inline`, `eval`, a scheme (`data:`) or the origin of the blocked resource. */
  blocked: string;
  /** The path of the page, without its query string or fragment. */
  page: string;
  /** The origin of the script that broke the policy, when the report names one. */
  source?: string;
  disposition: 'enforce' | 'report';
}

export interface CspLogger {
  warn(object: { csp: CspViolationSummary }, message: string): void;
}

const KEYWORDS = new Set(['inline', 'eval', 'wasm-eval', 'trusted-types-policy', 'trusted-types-sink', 'self']);

/** The origin (or keyword, or scheme) of a blocked URL: a path or query of someone else's URL is not kept. */
export function blockedSource(raw: string | undefined): string {
  if (!raw) return 'unknown';
  if (KEYWORDS.has(raw)) return raw;
  try {
    const url = new URL(raw);
    return url.origin === 'null' ? `${url.protocol}` : url.origin;
  } catch {
    return 'unknown';
  }
}

/** The path of the page a report came from. */
export function pagePath(raw: string | undefined): string {
  if (!raw) return 'unknown';
  try {
    return new URL(raw).pathname.slice(0, 256);
  } catch {
    return 'unknown';
  }
}

const directiveOf = (raw: string | undefined) => (raw ?? 'unknown').split(' ')[0]?.slice(0, 64) || 'unknown';

/** `source` only when the report names a script file with an origin. */
function withSource(summary: CspViolationSummary, raw: string | undefined): CspViolationSummary {
  const source = raw ? blockedSource(raw) : 'unknown';
  return source === 'unknown' || KEYWORDS.has(source) ? summary : { ...summary, source };
}

/** The violations a body holds, in either format; other report types of a Reporting API delivery are left out. */
export function summarize(body: CspReportList | CspLegacyReport): CspViolationSummary[] {
  if (Array.isArray(body)) {
    return body
      .filter((report) => report.type === 'csp-violation')
      .map(({ body: violation }) =>
        withSource(
          {
            directive: directiveOf(violation.effectiveDirective),
            blocked: blockedSource(violation.blockedURL),
            page: pagePath(violation.documentURL),
            disposition: violation.disposition === 'report' ? 'report' : 'enforce',
          },
          violation.sourceFile,
        ),
      );
  }
  const report = body['csp-report'];
  return [
    withSource(
      {
        directive: directiveOf(report['effective-directive'] ?? report['violated-directive']),
        blocked: blockedSource(report['blocked-uri']),
        page: pagePath(report['document-uri']),
        disposition: report.disposition === 'report' ? 'report' : 'enforce',
      },
      report['source-file'],
    ),
  ];
}

/**
 * How many reports are kept: the newest `keep`, none older than `days`. Each insert trims the table, so its size
 * is bounded however many reports a page sends (the per-client budget bounds how fast one client adds them).
 */
export interface CspRetention {
  keep: number;
  days: number;
}

export const DEFAULT_CSP_RETENTION: CspRetention = { keep: 10_000, days: 30 };

/** Stores `violations` and trims the table to the retention, in one transaction. */
export async function storeViolations(db: Database, violations: readonly CspViolationSummary[], retention: CspRetention = DEFAULT_CSP_RETENTION): Promise<void> {
  if (violations.length === 0) return;
  await db.transaction(async (tx) => {
    for (const v of violations) {
      await tx.query('INSERT INTO csp_report (directive, blocked, page_path, source_origin, disposition) VALUES ($1, $2, $3, $4, $5)', [
        v.directive,
        v.blocked,
        v.page,
        v.source ?? null,
        v.disposition,
      ]);
    }
    // Ids only grow (bigserial), so the newest `keep` rows are those above max(id) - keep: both deletes use an index.
    await tx.query(
      `DELETE FROM csp_report
       WHERE id <= (SELECT max(id) FROM csp_report) - $1::bigint
          OR received_at < now() - make_interval(days => $2::int)`,
      [retention.keep, retention.days],
    );
  });
}

/** Content Security Policy reports: stored and logged as a summary per violation (docs/security.md), never echoed. */
export function cspReportHandlers(log: CspLogger, db: Database, retention: CspRetention = DEFAULT_CSP_RETENTION): Pick<Handlers, 'reportCspViolation'> {
  return {
    reportCspViolation: async ({ body }) => {
      const violations = summarize(body);
      for (const csp of violations) log.warn({ csp }, 'content security policy violation');
      await storeViolations(db, violations, retention);
      return { accepted: violations.length };
    },
  };
}
