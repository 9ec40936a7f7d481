/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { SourceMapConsumer } from 'source-map-js';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin is CommonJS, as webpack configs load it
const { CompileHintsPlugin, COMPILE_HINT } = require('./compile-hints-plugin.cjs');

/** A production build of a two-chunk app, as the preset makes one (minified, with source maps no script names). */
async function build(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), "import('./page.js').then((page) => page.show('ready'));\n");
  fs.writeFileSync(path.join(dir, 'page.js'), "export function show(text) {\n  document.title = text;\n  throw new Error('shown ' + text);\n}\n");
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './entry.js' },
    devtool: 'hidden-source-map',
    output: { path: path.join(dir, 'dist'), chunkFilename: '[name].js' },
    plugins: [new CompileHintsPlugin()],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => (error ?? stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve())),
  );
  return path.join(dir, 'dist');
}

let dist: string;
beforeAll(async () => {
  dist = await build();
}, 60_000);

it('starts every script of the build with the compile hint', () => {
  const scripts = fs.readdirSync(dist).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThanOrEqual(2);
  for (const file of scripts) expect([file, fs.readFileSync(path.join(dist, file), 'utf8').startsWith(COMPILE_HINT)]).toEqual([file, true]);
});

it('keeps the source maps, which no script names, pointing at the right lines', () => {
  const page = fs.readdirSync(dist).find((file) => file.endsWith('.js') && fs.readFileSync(path.join(dist, file), 'utf8').includes('shown '));
  if (!page) throw new Error('no page chunk');
  const code = fs.readFileSync(path.join(dist, page), 'utf8');
  expect(code).not.toContain('sourceMappingURL');
  const lines = code.split('\n');
  const line = lines.findIndex((text) => text.includes('shown '));
  const map = new SourceMapConsumer(JSON.parse(fs.readFileSync(path.join(dist, `${page}.map`), 'utf8')));
  const original = map.originalPositionFor({ line: line + 1, column: (lines[line] ?? '').indexOf('shown ') });
  expect(original.source).toMatch(/page\.js$/);
  expect(original.line).toBe(3);
});
