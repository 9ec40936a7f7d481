/**
 * `pnpm --filter @site/remote-docs build:content`: builds and publishes the help centre's
 * content (content/ → content-dist/<version>/ and content-dist/latest.json). A broken article
 * fails here with file and line, never on the site. See README.md, "Publishing articles".
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildContent, formatIssue } from './content/build';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    content: { type: 'string', default: path.join(root, 'content') },
    out: { type: 'string', default: path.join(root, 'content-dist') },
    keep: { type: 'string', default: '5' },
  },
});

const result = await buildContent({
  contentDir: path.resolve(values.content),
  outDir: path.resolve(values.out),
  keepVersions: Number(values.keep),
});
for (const issue of result.issues) (issue.severity === 'error' ? console.error : console.warn)(formatIssue(issue));
if (!result.ok) {
  const errors = result.issues.filter((issue) => issue.severity === 'error').length;
  console.error(`content build failed: ${errors} error${errors === 1 ? '' : 's'}; nothing was published`);
  process.exit(1);
}
const counts = Object.entries(result.counts ?? {})
  .map(([lang, c]) => `${lang} ${c.articles} (${c.own} own${c.drafts ? `, ${c.drafts} draft${c.drafts === 1 ? '' : 's'} left out` : ''})`)
  .join(', ');
console.warn(`content ${result.version} published to ${path.relative(process.cwd(), path.resolve(values.out))}: ${counts}`);
