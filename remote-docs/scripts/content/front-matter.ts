import { LineCounter, parseDocument, isMap, isScalar } from 'yaml';
import { z } from 'zod';

/** A problem in one file, reported as `file:line message` (issue 6, item 2). */
export interface ContentIssue {
  file: string;
  line: number;
  message: string;
  severity: 'error' | 'warning';
}

const isoDate = z
  .string({ error: 'must be a date written YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'is not a real date');

const label = z.string({ error: 'must be a list of strings' }).trim().min(1, 'must not hold an empty name');

/** Front matter of an article (the content contract in README.md). */
export const frontMatterSchema = z
  .strictObject({
    title: z.string({ error: 'is required (a string)' }).trim().min(1, 'must not be empty'),
    date: isoDate,
    draft: z.boolean({ error: 'must be true or false' }).default(false),
    isPinned: z.boolean({ error: 'must be true or false' }).default(false),
    tags: z.array(label, { error: 'is required (a list of strings)' }),
    categories: z.array(label, { error: 'is required (the navigation path, a list of strings)' }).min(1, 'must name at least one category'),
    categories_zh: z.array(label, { error: 'must be a list of strings' }).optional(),
    summary: z.string({ error: 'must be a string' }).trim().min(1, 'must not be empty').optional(),
    order: z.number({ error: 'must be a number' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.categories_zh && value.categories_zh.length !== value.categories.length) {
      ctx.addIssue({ code: 'custom', path: ['categories_zh'], message: `must have as many entries as categories (${value.categories.length})` });
    }
  });

export type FrontMatter = z.infer<typeof frontMatterSchema>;

export type FrontMatterResult = { ok: true; data: FrontMatter } | { ok: false; issues: ContentIssue[] };

/**
 * Parses and validates the YAML of a front matter block. `firstLine` is the file line the YAML
 * starts on (the line after the opening `---`), so every message names the line to fix.
 */
export function parseFrontMatter(file: string, yamlText: string, firstLine: number): FrontMatterResult {
  const counter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter: counter, prettyErrors: false });
  const lineAt = (offset: number | undefined) => (offset === undefined ? firstLine - 1 : firstLine + counter.linePos(offset).line - 1);
  if (doc.errors.length > 0) {
    return {
      ok: false,
      issues: doc.errors.map((error) => ({ file, line: lineAt(error.pos[0]), message: `front matter is not valid YAML: ${error.message.split('\n')[0]}`, severity: 'error' })),
    };
  }
  const keyLine = new Map<string, number>();
  if (isMap(doc.contents)) {
    for (const pair of doc.contents.items) {
      if (isScalar(pair.key)) keyLine.set(String(pair.key.value), lineAt(pair.key.range?.[0]));
    }
  }
  const parsed = frontMatterSchema.safeParse(doc.toJS() ?? {});
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => {
      if (issue.code === 'unrecognized_keys') {
        const key = issue.keys[0] ?? '';
        return {
          file,
          line: keyLine.get(key) ?? firstLine - 1,
          message: `front matter: unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')} (allowed: ${Object.keys(frontMatterSchema.shape).join(', ')})`,
          severity: 'error' as const,
        };
      }
      const key = String(issue.path[0] ?? '');
      const where = issue.path.length > 0 ? issue.path.join('.') : 'front matter';
      return { file, line: keyLine.get(key) ?? firstLine - 1, message: `front matter: ${where} ${issue.message}`, severity: 'error' as const };
    }),
  };
}
