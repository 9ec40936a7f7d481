import type { operations } from '@site/shared/api/schema';
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

/** The violations a body holds, in either format; other report types of a Reporting API delivery are left out. */
export function summarize(body: CspReportList | CspLegacyReport): CspViolationSummary[] {
  if (Array.isArray(body)) {
    return body
      .filter((report) => report.type === 'csp-violation')
      .map(({ body: violation }) => ({
        directive: directiveOf(violation.effectiveDirective),
        blocked: blockedSource(violation.blockedURL),
        page: pagePath(violation.documentURL),
        disposition: violation.disposition === 'report' ? 'report' : 'enforce',
      }));
  }
  const report = body['csp-report'];
  return [
    {
      directive: directiveOf(report['effective-directive'] ?? report['violated-directive']),
      blocked: blockedSource(report['blocked-uri']),
      page: pagePath(report['document-uri']),
      disposition: report.disposition === 'report' ? 'report' : 'enforce',
    },
  ];
}

/** Content Security Policy reports: logged as a summary per violation (docs/security.md), never echoed. */
export function cspReportHandlers(log: CspLogger): Pick<Handlers, 'reportCspViolation'> {
  return {
    reportCspViolation: ({ body }) => {
      const violations = summarize(body);
      for (const csp of violations) log.warn({ csp }, 'content security policy violation');
      return { accepted: violations.length };
    },
  };
}
