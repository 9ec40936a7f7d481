import type { FastifyRequest } from 'fastify';

/** Where browsers send Content Security Policy violation reports (the api's reportCspViolation). */
export const CSP_REPORT_PATH = '/api/security/csp-report';

/** The Reporting API's name for that endpoint, sent beside a page's policy as `Reporting-Endpoints`. */
export const REPORTING_ENDPOINTS = `csp="${CSP_REPORT_PATH}"`;

/**
 * The policy of everything that is not a page (scripts, stylesheets, manifests, a help article's
 * HTML body, an error answer): opened on its own it runs nothing, loads nothing and cannot be
 * framed. The api sends the same (api/src/server.ts).
 */
export const DATA_POLICY = "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'";

export interface PagePolicyInput {
  /** The other origins the page loads scripts, styles, images, fonts and data from (the remotes). */
  origins: readonly string[];
  /** Inline scripts allowed by the SHA-256 of their text (`'sha256-…'`), see document.ts. */
  scriptHashes?: readonly string[];
}

/**
 * A page's Content Security Policy: scripts only from its own origin, the given origins and the
 * inline scripts of the given hashes; no inline style, no plugin, no `<base>`, never framed; forms
 * post to its own origin; violations reported to the api through the page's own `/api`.
 */
export function pagePolicy({ origins, scriptHashes = [] }: PagePolicyInput): string {
  const self = "'self'";
  const directives: Record<string, readonly string[]> = {
    'default-src': [self],
    'script-src': [self, ...scriptHashes, ...origins],
    // No 'unsafe-inline': components style themselves with classes (a size is a class setting a
    // custom property), scripts set styles through the CSSOM, which the policy does not restrict,
    // and the rate chart loads its palette as a stylesheet (docs/security.md).
    'style-src': [self, ...origins],
    'img-src': [self, 'data:', 'blob:', ...origins],
    'font-src': [self, 'data:', ...origins],
    'connect-src': [self, ...origins],
    'worker-src': [self, 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': [self],
    'frame-ancestors': ["'none'"],
    // report-uri for browsers without the Reporting API; `csp` is the endpoint named by Reporting-Endpoints.
    'report-uri': [CSP_REPORT_PATH],
    'report-to': ['csp'],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
}

/** A page, not a file: the path names no file (no extension in its last segment), or it names index.html. */
export function isPageRequest(url: string): boolean {
  const last = (url.split(/[?#]/)[0] ?? '').split('/').pop() ?? '';
  return !last.includes('.') || last === 'index.html';
}

/**
 * The policies of a remote's origin: its standalone QA page may load the site's other origins (the
 * remotes it embeds, as the shell does) and nothing else; its files get the data policy.
 */
export function remoteOriginPolicy(siteOrigins: readonly string[]): (request: FastifyRequest) => string {
  const page = pagePolicy({ origins: siteOrigins });
  return (request) => (isPageRequest(request.url) ? page : DATA_POLICY);
}
