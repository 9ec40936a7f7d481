import * as z from 'zod/mini';
import type { RemotesConfig } from './types';

const url = z.string().check(z.refine((value) => /^(https?:)?\/\//.test(value) || value.startsWith('/'), 'must be an absolute or root-relative URL'));

const schema = z.object({
  remotes: z.record(z.string().check(z.regex(/^[a-z][a-z0-9_]*$/, 'remote names are lower-case identifiers')), url),
  timeouts: z._default(
    z.object({ manifestMs: z.number().check(z.int(), z.positive()), scriptMs: z.number().check(z.int(), z.positive()) }),
    { manifestMs: 10_000, scriptMs: 30_000 },
  ),
  retries: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(5)), 2),
});

export type RemotesConfigResult = { ok: true; config: RemotesConfig } | { ok: false; error: string };

/** Validates remotes.json; a bad file is reported with the path of each problem. */
export function parseRemotesConfig(input: unknown): RemotesConfigResult {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, config: result.data };
  const error = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
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
