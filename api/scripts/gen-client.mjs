// Writes everything the site's client derives from api/openapi.yaml:
//   shared/src/api/schema.d.ts   request and response types (openapi-typescript)
//   shared/src/api/operations.ts one descriptor per operationId: its method and path
// `node scripts/gen-client.mjs` writes both; `--check` fails when either is out of date.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse } from 'yaml';

const API_ROOT = path.resolve(import.meta.dirname, '..');
const SPEC = path.join(API_ROOT, 'openapi.yaml');
const SCHEMA = path.join(API_ROOT, '../shared/src/api/schema.d.ts');
const OPERATIONS = path.join(API_ROOT, '../shared/src/api/operations.ts');
const check = process.argv.includes('--check');

const typegen = path.join(path.dirname(createRequire(import.meta.url).resolve('openapi-typescript/package.json')), 'bin/cli.js');
execFileSync(process.execPath, [typegen, SPEC, '-o', SCHEMA, ...(check ? ['--check'] : [])], { stdio: 'inherit' });

/** The descriptors, in the document's order; one `export const` each so a bundle keeps only those it calls. */
export function operationsSource(spec) {
  const lines = [
    '// Generated from api/openapi.yaml by `pnpm --filter @site/api gen:types`. Do not edit.',
    '// One descriptor per operation: pass it to callApi (@site/shared/api), which takes its types from schema.d.ts.',
    '',
  ];
  for (const [url, item] of Object.entries(spec.paths ?? {})) {
    for (const method of ['get', 'post']) {
      const operation = item[method];
      if (!operation?.operationId) continue;
      const upper = method.toUpperCase();
      lines.push(
        `/** ${upper} ${url}: ${operation.summary ?? operation.operationId} */`,
        `export const ${operation.operationId} = { id: '${operation.operationId}', method: '${upper}', path: '${url}' } as const;`,
      );
    }
    for (const method of Object.keys(item)) {
      if (!['get', 'post', 'parameters', 'summary', 'description'].includes(method)) throw new Error(`${url}: ${method} is not supported by the client generator`);
    }
  }
  return `${lines.join('\n')}\n`;
}

const source = operationsSource(parse(fs.readFileSync(SPEC, 'utf8')));
if (check) {
  const current = fs.existsSync(OPERATIONS) ? fs.readFileSync(OPERATIONS, 'utf8') : '';
  if (current !== source) {
    console.error(`${path.relative(process.cwd(), OPERATIONS)} is out of date: run \`pnpm --filter @site/api gen:types\`.`);
    process.exit(1);
  }
  console.log('operations.ts is up to date.');
} else {
  fs.writeFileSync(OPERATIONS, source);
  console.log(`wrote ${path.relative(process.cwd(), OPERATIONS)}`);
}
