import { spawnSync } from 'node:child_process';
import path from 'node:path';

export interface SearchFigures {
  lang: string;
  queries: number;
  documents: number;
  p50Ms: number;
  p99Ms: number;
}

/**
 * Docs search latency over the whole published corpus, measured by the docs remote's own script
 * (remote-docs/scripts/measure-search.ts) with its own search function and built index: the
 * bench runs it rather than importing another package's source.
 */
export async function measureDocsSearch(): Promise<SearchFigures[]> {
  const root = path.resolve(import.meta.dirname, '../..');
  const result = spawnSync('pnpm', ['--filter', '@site/remote-docs', 'exec', 'tsx', 'scripts/measure-search.ts'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`docs search measurement failed: ${result.stderr.slice(0, 300)}`);
  const json = result.stdout.slice(result.stdout.indexOf('['));
  return JSON.parse(json) as SearchFigures[];
}
