import fs from 'node:fs';
import path from 'node:path';
import * as OpenCC from 'opencc-js';
import { z } from 'zod';
import { CONTENT_LANGS, type ContentLang } from '../../src/lib/content/types';
import type { ContentIssue } from './front-matter';

export const SYNONYMS_JSON = 'data/search-synonyms.json';

const synonymsSchema = z
  .object(Object.fromEntries(CONTENT_LANGS.map((lang) => [lang, z.array(z.array(z.string().trim().min(1)).min(2)).optional()])))
  .strict();

/**
 * content/data/search-synonyms.json: per language, groups of words a reader uses for the same
 * thing ("提现", "付款", "汇款"). The docs team keeps it beside the articles; a query word in a
 * group also finds the other words of its group.
 */
export function readSynonyms(contentDir: string, issues: ContentIssue[]): Record<ContentLang, string[][]> {
  const empty = Object.fromEntries(CONTENT_LANGS.map((lang) => [lang, []])) as unknown as Record<ContentLang, string[][]>;
  const file = path.join(contentDir, SYNONYMS_JSON);
  if (!fs.existsSync(file)) return empty;
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    issues.push({ file, line: 1, message: `search-synonyms.json is not valid JSON: ${(error as Error).message}`, severity: 'error' });
    return empty;
  }
  const parsed = synonymsSchema.safeParse(data);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    issues.push({
      file,
      line: 1,
      message: `search-synonyms.json must be { "en": [["payout", "withdrawal"], …], "zh-CN": […], "zh-HK": […] } (groups of two or more words): ${first?.path.join('.') ?? ''} ${first?.message ?? ''}`.trim(),
      severity: 'error',
    });
    return empty;
  }
  for (const lang of CONTENT_LANGS) empty[lang] = (parsed.data[lang] as string[][] | undefined) ?? [];
  return empty;
}

const HAN_CHAR = /\p{Script=Han}/gu;
const toSimplified = OpenCC.Converter({ from: 'hk', to: 'cn' });
const toTraditional = [OpenCC.Converter({ from: 'cn', to: 'hk' }), OpenCC.Converter({ from: 'cn', to: 'tw' }), OpenCC.Converter({ from: 'cn', to: 't' })];
/**
 * Simplified characters that are written two ways in Simplified text too, read as the one the
 * articles use: 帐户 and 账户 are the same account (OpenCC turns 帳 into 帐, 賬 into 账).
 */
const SIMPLIFIED_VARIANTS: Readonly<Record<string, string>> = { 帐: '账' };

const single = (text: string) => text.length === 1 && (text.codePointAt(0) ?? 0x10000) < 0x10000;

/**
 * The fold table of one language's index: a string of pairs (variant, form it is read as) for
 * every Traditional or variant character whose reading occurs in `texts` (the articles and the
 * synonyms). Characters nobody wrote cannot match, so they need no pair: the table stays a few
 * kilobytes and ships inside search.json. Conversion is character by character (OpenCC's
 * dictionaries), so folding never changes a text's length.
 */
export function foldingPairs(texts: readonly string[]): string {
  const read = (char: string): string => {
    const simplified = toSimplified(char);
    const one = single(simplified) ? simplified : char;
    return SIMPLIFIED_VARIANTS[one] ?? one;
  };
  const table = new Map<string, string>();
  const chars = new Set<string>();
  for (const text of texts) for (const [char] of text.matchAll(HAN_CHAR)) if (single(char)) chars.add(char);
  for (const char of chars) {
    const reading = read(char);
    if (reading !== char) table.set(char, reading);
    for (const form of new Set([char, reading, ...Object.keys(SIMPLIFIED_VARIANTS).filter((key) => SIMPLIFIED_VARIANTS[key] === reading)])) {
      if (form !== reading) table.set(form, reading);
      for (const convert of toTraditional) {
        const traditional = convert(form);
        if (single(traditional) && traditional !== reading) table.set(traditional, read(traditional));
      }
    }
  }
  // Every reading is final (no chains), so folding twice is folding once.
  for (const [variant, reading] of table) {
    let final = reading;
    for (let hops = 0; table.has(final) && table.get(final) !== final && hops < 4; hops += 1) final = table.get(final) as string;
    if (final === variant) table.delete(variant);
    else table.set(variant, final);
  }
  return [...table]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([variant, reading]) => `${variant}${reading}`)
    .join('');
}
