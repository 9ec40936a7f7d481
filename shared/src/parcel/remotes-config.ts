import * as v from 'valibot';
import type { RemotesConfig } from './types';

/**
 * remotes.json, checked. The site's server checks it and sends the result with every page, so a
 * served page's first load carries none of this; the browser reads and checks the file itself only
 * where no server composed the page (development, a remote's QA page) or the server found it invalid.
 * valibot rather than zod: it tree-shakes to about 1 KB gzip for a schema this size, where zod/mini
 * stays whole (about 10 KB gzip).
 */
const url = v.pipe(
  v.string(),
  v.check((value) => /^(https?:)?\/\//.test(value) || value.startsWith('/'), 'must be an absolute or root-relative URL'),
);
const whole = (min: number, max = Number.MAX_SAFE_INTEGER) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

const schema = v.object({
  remotes: v.record(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]*$/, 'remote names are lower-case identifiers')), url),
  timeouts: v.optional(v.object({ manifestMs: whole(1), scriptMs: whole(1) }), { manifestMs: 10_000, scriptMs: 30_000 }),
  retries: v.optional(whole(0, 5), 2),
});

export type RemotesConfigResult = { ok: true; config: RemotesConfig } | { ok: false; error: string };

/** Validates remotes.json; a bad file is reported with the path of each problem. */
export function parseRemotesConfig(input: unknown): RemotesConfigResult {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, config: result.output };
  const error = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('; ');
  return { ok: false, error };
}

/** Fetches and validates remotes.json next to the current page. */
export async function fetchRemotesConfig(href = '/remotes.json'): Promise<RemotesConfigResult> {
  try {
    const response = await fetch(href, { cache: 'no-cache' });
    if (!response.ok) return { ok: false, error: `HTTP ${response.status} for ${href}` };
    return parseRemotesConfig(await response.json());
  } catch (error) {
    return { ok: false, error: `${href} could not be read: ${String(error)}` };
  }
}
