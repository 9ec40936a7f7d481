// @ts-check
/**
 * Comments, test titles and docs stand alone (issue 38): none cites the product specification
 * ("spec 2.1", "(spec: …)", "spec §3") or the design notes ("ARCHITECTURE, Federation",
 * "STYLE 6"), documents that are not in this repository, so a newcomer could not follow the
 * reference. State the rule in words, or link a page of docs/. Run by `npm test` with the other
 * server tests (node --test scripts/lib/).
 *
 * Applied migrations (api/migrations/*.sql) are not scanned: they are checksummed when applied,
 * so editing one, even a comment, would stop every existing database from starting.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SCANNED = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|jsx|css|md|mdx|yaml|yml|json|html)$/;
const SKIPPED = new Set(['pnpm-lock.yaml', 'scripts/lib/no-spec-citations.test.mjs']);
/**
 * "spec 2.1", "Spec 5.1", "spec §3", and "(spec: a rule in words)"; not code such as
 * `bodySchemaOf(spec: OperationSpec)` or `readFileSync(SPEC, 'utf8')`.
 */
const SPEC = /\b[Ss]pec(?:\s*§|\s+\d)|\(spec: [a-z]/;
/** The external design notes, cited by their capitalised names: "(ARCHITECTURE, Federation)", "STYLE 6". */
const DESIGN = /\bARCHITECTURE\b|\bSTYLE \d|\(STYLE\b/;

/** @returns {string[]} */
function trackedFiles() {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return out.split('\0').filter((file) => SCANNED.test(file) && !SKIPPED.has(file));
}

/** Every line that cites the spec or the design notes, as `file:line: text`, by file. */
function citations() {
  /** @type {Map<string, string[]>} */
  const found = new Map();
  for (const file of trackedFiles()) {
    let text;
    try {
      text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    } catch {
      continue; // listed by git but deleted in the work tree
    }
    if (!SPEC.test(text) && !DESIGN.test(text)) continue;
    const lines = [];
    text.split('\n').forEach((line, index) => {
      if (SPEC.test(line) || DESIGN.test(line)) lines.push(`${file}:${index + 1}: ${line.trim().slice(0, 160)}`);
    });
    if (lines.length > 0) found.set(file, lines);
  }
  return found;
}

test('no comment, test title or doc cites the external spec or design notes', () => {
  const found = [...citations().values()].flat();
  assert.deepEqual(found, [], `State the rule in words (or link docs/) instead of citing a document outside the repository:\n${found.join('\n')}`);
});
