import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { OPENAPI_PATH } from '../config/paths';

/** Every summary, description and title of the document: what the API reference page shows. */
function texts(node: unknown, path = '', found: { path: string; text: string }[] = []) {
  if (Array.isArray(node)) node.forEach((item, index) => texts(item, `${path}[${index}]`, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string' && ['summary', 'description', 'title'].includes(key)) found.push({ path: `${path}.${key}`, text: value });
      else texts(value, `${path}.${key}`, found);
    }
  }
  return found;
}

describe('the API description, as customers and partners read it on the website', () => {
  const document: unknown = parse(readFileSync(OPENAPI_PATH, 'utf8'));

  it('speaks of the API only: no internal references, commands, ports or source paths', () => {
    const internal = /\bspec \d|\(spec\b|pnpm|npm run|shared\/src|localhost|\bport \d{3,5}\b|schema\.d\.ts|\bshell\b|micro-site|\bremote\b/i;
    const leaks = texts(document).filter(({ text }) => internal.test(text));
    expect(leaks).toEqual([]);
  });

  it('describes every operation and every tag', () => {
    const found = texts(document);
    const paths = (document as { paths: Record<string, Record<string, unknown>> }).paths;
    for (const [route, methods] of Object.entries(paths)) {
      for (const method of Object.keys(methods)) {
        expect([route, method, found.some((entry) => entry.path === `.paths.${route}.${method}.summary`)]).toEqual([route, method, true]);
      }
    }
  });
});
