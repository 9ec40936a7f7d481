/**
 * Mozilla's HTTP Observatory, the part of it one answer decides: its tests of the Content Security
 * Policy, cookies, CORS, Referrer-Policy, HSTS, Subresource Integrity, X-Content-Type-Options,
 * X-Frame-Options, Cross-Origin-Resource-Policy and Cross-Origin-Opener-Policy, with its score
 * modifiers and grades (mdn/mdn-http-observatory: src/analyzer/tests/*.js, src/grader/charts.js).
 *
 * Left out, because they are about the deployment rather than the answer: the HTTP → HTTPS
 * redirection (the TLS edge's, docs/deployment.md) and HSTS preloading. The scheme-dependent CSP
 * checks (an `http:` source on an HTTPS page) follow the scheme of the URL graded, as the
 * Observatory's do.
 */

export interface Finding {
  test: string;
  /** The Observatory's result name, e.g. 'csp-implemented-with-no-unsafe'. */
  result: string;
  modifier: number;
}

export interface Grade {
  score: number;
  grade: string;
  findings: Finding[];
}

export interface Answer {
  url: string;
  headers: Headers;
  /** The body, when the answer is HTML (scripts are read from it for Subresource Integrity). */
  html?: string;
  /** Every Set-Cookie seen on the way to this answer, redirects included. */
  setCookies?: string[];
}

const MODIFIERS: Record<string, number> = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-anticsrf-without-samesite-flag': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 5,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'corp-not-implemented': 0,
  'corp-implemented-with-cross-origin': 0,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-header-invalid': -5,
  'coop-not-implemented': 0,
  'coop-implemented-with-unsafe-none': 0,
  'coop-implemented-with-same-origin': 10,
  'coop-implemented-with-same-origin-allow-popups': 10,
  'coop-implemented-with-noopener-allow-popups': 10,
  'coop-header-invalid': -5,
};

const GRADES: [number, string][] = [
  [100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F'],
];
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const INLINE = new Set(["'unsafe-inline'", 'data:']);
const broadOrInline = (source: string) => BROAD.has(source) || INLINE.has(source);
const HASH_OR_NONCE = /^'(sha256-|sha384-|sha512-|nonce-)/;

/** The policy's directives (the first of a name wins, as in browsers); null when it cannot be read. */
function parseCsp(header: string): Map<string, Set<string>> | null {
  const directives = new Map<string, Set<string>>();
  for (const policy of header.split(',')) {
    for (const part of policy.split(';')) {
      const [name, ...sources] = part.trim().split(/\s+/);
      if (!name) continue;
      if (!/^[a-z-]+$/.test(name.toLowerCase())) return null;
      if (!directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), new Set(sources.map((source) => (source.startsWith("'") ? source.toLowerCase() : source))));
    }
  }
  return directives.size > 0 ? directives : null;
}

function cspResult(url: URL, header: string | null): string {
  if (!header) return 'csp-not-implemented';
  const csp = parseCsp(header);
  if (!csp) return 'csp-header-invalid';
  const all = (name: string) => csp.get(name) ?? csp.get('default-src') ?? new Set(['*']);
  const scriptSrc = new Set(all('script-src'));
  const styleSrc = new Set(all('style-src'));
  for (const list of [scriptSrc, styleSrc]) if ([...list].some((source) => HASH_OR_NONCE.test(source))) list.delete("'unsafe-inline'");
  const passive = ['img-src', 'media-src'];
  const active = [...csp].filter(([name]) => !passive.includes(name) && name !== 'script-src').flatMap(([, list]) => [...list]).concat([...scriptSrc]);
  const passiveSources = passive.flatMap((name) => [...(csp.get(name) ?? csp.get('default-src') ?? [])]);
  const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');
  if ([...scriptSrc].some(broadOrInline) || [...all('object-src')].some((source) => BROAD.has(source))) return 'csp-implemented-with-unsafe-inline';
  if (url.protocol === 'https:' && active.some(insecure)) return 'csp-implemented-with-insecure-scheme';
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) return 'csp-implemented-with-unsafe-eval';
  if (url.protocol === 'https:' && passiveSources.some(insecure)) return 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  if ([...styleSrc].some(broadOrInline)) return 'csp-implemented-with-unsafe-inline-in-style-src-only';
  const defaultSrc = csp.get('default-src');
  return defaultSrc?.size === 1 && defaultSrc.has("'none'") ? 'csp-implemented-with-no-unsafe-default-src-none' : 'csp-implemented-with-no-unsafe';
}

function hstsResult(header: string | null): string {
  if (!header) return 'hsts-not-implemented';
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?/i.exec(header)?.[1];
  if (maxAge === undefined) return 'hsts-header-invalid';
  return Number(maxAge) >= 15_768_000 ? 'hsts-implemented-max-age-at-least-six-months' : 'hsts-implemented-max-age-less-than-six-months';
}

function cookiesResult(setCookies: readonly string[], hsts: boolean): string {
  if (setCookies.length === 0) return 'cookies-not-found';
  const order = [
    'cookies-without-secure-flag-but-protected-by-hsts',
    'cookies-without-secure-flag',
    'cookies-session-without-secure-flag-but-protected-by-hsts',
    'cookies-samesite-flag-invalid',
    'cookies-anticsrf-without-samesite-flag',
    'cookies-session-without-httponly-flag',
    'cookies-session-without-secure-flag',
  ];
  let worst: string | undefined;
  const worse = (result: string) => {
    if (worst === undefined || order.indexOf(result) > order.indexOf(worst)) worst = result;
  };
  let everySameSite = true;
  for (const line of setCookies) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const name = pair.split('=')[0]?.toLowerCase() ?? '';
    const attribute = (key: string) => attributes.find((part) => part.split('=')[0]?.trim().toLowerCase() === key);
    const secure = attribute('secure') !== undefined;
    const sameSite = attribute('samesite')?.split('=')[1]?.trim().toLowerCase();
    const session = name.includes('login') || name.includes('sess');
    if (sameSite !== undefined && !['strict', 'lax', 'none'].includes(sameSite)) worse('cookies-samesite-flag-invalid');
    if (!secure && sameSite === 'none') worse('cookies-samesite-flag-invalid');
    if (!secure) worse(hsts ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag');
    if (name.includes('csrf') && sameSite === undefined) worse('cookies-anticsrf-without-samesite-flag');
    if (session && !secure) worse(hsts ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag');
    if (session && attribute('httponly') === undefined) worse('cookies-session-without-httponly-flag');
    if (sameSite === undefined) everySameSite = false;
  }
  return worst ?? (everySameSite ? 'cookies-secure-with-httponly-sessions-and-samesite' : 'cookies-secure-with-httponly-sessions');
}

function corsResult(headers: Headers): string {
  const allowed = headers.get('access-control-allow-origin');
  if (!allowed) return 'cross-origin-resource-sharing-not-implemented';
  if (allowed.trim() === '*') return 'cross-origin-resource-sharing-implemented-with-public-access';
  // An answer that names the asking origin and allows credentials lets any site read it as the visitor.
  return headers.get('access-control-allow-credentials') === 'true'
    ? 'cross-origin-resource-sharing-implemented-with-universal-access'
    : 'cross-origin-resource-sharing-implemented-with-restricted-access';
}

function referrerResult(header: string | null): string {
  if (!header) return 'referrer-policy-not-implemented';
  const known = new Set(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin', 'origin', 'origin-when-cross-origin', 'no-referrer-when-downgrade', 'unsafe-url']);
  // The browser applies the last value it understands.
  const value = header.split(',').map((part) => part.trim().toLowerCase()).filter((part) => known.has(part)).pop();
  if (!value) return 'referrer-policy-header-invalid';
  return ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(value) ? 'referrer-policy-private' : 'referrer-policy-unsafe';
}

function sriResult(url: URL, html: string | undefined): string {
  if (html === undefined) return 'sri-not-implemented-response-not-html';
  const scripts = [...html.matchAll(/<script\b([^<>]*)>/gi)].flatMap(([, attributes = '']) => {
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    return src ? [{ src: new URL(src, url), integrity: /\bintegrity\s*=/i.test(attributes) }] : [];
  });
  if (scripts.length === 0) return 'sri-not-implemented-but-no-scripts-loaded';
  const external = scripts.filter((script) => script.src.origin !== url.origin);
  if (external.length === 0) return 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin';
  if (external.some((script) => script.src.protocol !== 'https:' && url.protocol === 'https:')) return 'sri-not-implemented-and-external-scripts-not-loaded-securely';
  return external.every((script) => script.integrity) ? 'sri-implemented-and-external-scripts-loaded-securely' : 'sri-not-implemented-but-external-scripts-loaded-securely';
}

function frameResult(headers: Headers): string {
  const frameAncestors = parseCsp(headers.get('content-security-policy') ?? '')?.get('frame-ancestors');
  if (frameAncestors && ![...frameAncestors].some((source) => BROAD.has(source))) return 'x-frame-options-implemented-via-csp';
  const header = headers.get('x-frame-options');
  if (!header) return 'x-frame-options-not-implemented';
  return ['deny', 'sameorigin'].includes(header.trim().toLowerCase()) ? 'x-frame-options-sameorigin-or-deny' : 'x-frame-options-header-invalid';
}

function oneOf(prefix: string, header: string | null, values: Record<string, string>): string {
  if (!header) return `${prefix}-not-implemented`;
  return values[header.trim().toLowerCase()] ?? `${prefix}-header-invalid`;
}

/** Grades one answer as the Observatory would grade a site whose front page it is. */
export function observatory({ url, headers, html, setCookies = [] }: Answer): Grade {
  const page = new URL(url);
  const hsts = hstsResult(headers.get('strict-transport-security'));
  const nosniff = headers.get('x-content-type-options');
  const results: [string, string][] = [
    ['content-security-policy', cspResult(page, headers.get('content-security-policy'))],
    ['cookies', cookiesResult(setCookies, hsts === 'hsts-implemented-max-age-at-least-six-months')],
    ['cross-origin-resource-sharing', corsResult(headers)],
    ['referrer-policy', referrerResult(headers.get('referrer-policy'))],
    ['strict-transport-security', hsts],
    ['subresource-integrity', sriResult(page, html)],
    ['x-content-type-options', !nosniff ? 'x-content-type-options-not-implemented' : nosniff.trim().toLowerCase() === 'nosniff' ? 'x-content-type-options-nosniff' : 'x-content-type-options-header-invalid'],
    ['x-frame-options', frameResult(headers)],
    ['cross-origin-resource-policy', oneOf('corp', headers.get('cross-origin-resource-policy'), { 'same-origin': 'corp-implemented-with-same-origin', 'same-site': 'corp-implemented-with-same-site', 'cross-origin': 'corp-implemented-with-cross-origin' })],
    [
      'cross-origin-opener-policy',
      oneOf('coop', headers.get('cross-origin-opener-policy'), {
        'same-origin': 'coop-implemented-with-same-origin',
        'same-origin-allow-popups': 'coop-implemented-with-same-origin-allow-popups',
        'noopener-allow-popups': 'coop-implemented-with-noopener-allow-popups',
        'unsafe-none': 'coop-implemented-with-unsafe-none',
      }),
    ],
  ];
  const findings = results.map(([test, result]) => ({ test, result, modifier: MODIFIERS[result] ?? 0 }));
  const penalties = findings.reduce((sum, finding) => sum + Math.min(0, finding.modifier), 0);
  const uncurved = 100 + penalties;
  const score = Math.max(0, uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? 100 + findings.reduce((sum, finding) => sum + finding.modifier, 0) : uncurved);
  const grade = GRADES.find(([minimum]) => score >= minimum)?.[1] ?? 'F';
  return { score, grade, findings };
}

/** The findings that cost points: what stands between an answer and the best it could score. */
export const penalties = (grade: Grade): string[] => grade.findings.filter((finding) => finding.modifier < 0).map((finding) => `${finding.test}: ${finding.result} (${finding.modifier})`);
