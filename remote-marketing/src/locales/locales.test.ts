import fs from 'node:fs';
import path from 'node:path';
import { localeKeys } from '@site/shared/i18n';

/** This remote's page namespaces (the `forms` namespace has its own test beside the drawer). */
const NAMESPACES = ['marketing', 'home', 'about', 'news', 'payment', 'digital-trade', 'digital-finance', 'white-paper', 'cloud-solution', 'contact', 'policy', 'not-found', 'amazon', 'tools'];
const LANGUAGES = ['en', 'zh-CN', 'zh-HK'] as const;

const load = (lng: string, ns: string): unknown => JSON.parse(fs.readFileSync(path.join(__dirname, lng, `${ns}.json`), 'utf8'));

/** Key paths with array lengths, so a list of paragraphs cannot lose an item in one language. */
function shape(resource: unknown, prefix = ''): string[] {
  if (Array.isArray(resource)) return [`${prefix}[${resource.length}]`];
  if (typeof resource !== 'object' || resource === null) return [prefix];
  return Object.entries(resource).flatMap(([key, value]) => shape(value, prefix ? `${prefix}.${key}` : key)).sort();
}

/** Every {{placeholder}} of every string, so a translation cannot drop a figure. */
function placeholders(resource: unknown, prefix = ''): string[] {
  if (typeof resource === 'string') return [...resource.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => `${prefix}:${match[1]}`).sort();
  if (typeof resource !== 'object' || resource === null) return [];
  return Object.entries(resource).flatMap(([key, value]) => placeholders(value, `${prefix}.${key}`)).sort();
}

describe.each(NAMESPACES)('the %s namespace', (ns) => {
  const en = load('en', ns);

  it('has the same keys in English, Simplified and Traditional Chinese', () => {
    for (const lng of LANGUAGES) expect([lng, localeKeys(load(lng, ns))]).toEqual([lng, localeKeys(en)]);
  });

  it('has the same list lengths and placeholders in every language', () => {
    for (const lng of LANGUAGES) {
      expect([lng, shape(load(lng, ns))]).toEqual([lng, shape(en)]);
      expect([lng, placeholders(load(lng, ns))]).toEqual([lng, placeholders(en)]);
    }
  });

  it('has no empty strings', () => {
    for (const lng of LANGUAGES) {
      const empty = localeKeys(load(lng, ns)).filter((key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], load(lng, ns)) === '');
      expect([lng, empty]).toEqual([lng, []]);
    }
  });
});

it('lists every namespace file this remote ships', () => {
  const files = fs.readdirSync(path.join(__dirname, 'en')).map((file) => file.replace(/\.json$/, ''));
  // `routes` holds the pages' titles and descriptions for the route manifest, read at build time only.
  expect(files.filter((ns) => ns !== 'forms' && ns !== 'routes').sort()).toEqual([...NAMESPACES].sort());
});
