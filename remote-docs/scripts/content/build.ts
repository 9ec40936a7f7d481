import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { isArticleName } from '@site/shared/routes';
import { CONTENT_LANGS, FALLBACK_CHAIN, contentPaths, type ArticleEntry, type ContentLang, type LatestPointer, type Manifest } from '../../src/lib/content/types';
import { formatDay } from '../../src/lib/lang';
import { createIndex, type SearchDoc } from '../../src/lib/search/search';
import { TEMPLATE_FILES, parseDrawdownTemplate, templateCsv, templateXlsx, type DrawdownTemplate } from './drawdown-template';
import type { ContentIssue } from './front-matter';
import { llmsTxt } from './llms';
import { classifyReference, compileArticle, decodeFragment, renderArticle, renderMarkdown, type CompiledArticle } from './markdown';
import { foldingPairs, readSynonyms } from './search-data';
import { buildCategoryTree, readingOrder, type TreeArticle } from './tree';

export interface BuildOptions {
  /** remote-docs/content: <lang>/<name>.md, assets/, data/drawdown-template.json */
  contentDir: string;
  /** remote-docs/content-dist: <version>/... and latest.json */
  outDir: string;
  /** How many versions to keep on disk, the new one included, for pages still reading an older one. */
  keepVersions?: number;
  now?: Date;
}

export interface BuildResult {
  ok: boolean;
  issues: ContentIssue[];
  version?: string;
  /** Published articles per language (fallbacks included) and drafts left out. */
  counts?: Record<ContentLang, { articles: number; own: number; drafts: number }>;
}

const TEMPLATE_JSON = 'data/drawdown-template.json';
const NAVIGATION_JSON = 'data/navigation.json';
const COMPRESSIBLE = /\.(json|html|svg|csv|md|txt)$/;

/** `file:line: error: message`, the way editors and CI logs link to a line. */
export function formatIssue(issue: ContentIssue, cwd = process.cwd()): string {
  return `${path.relative(cwd, issue.file) || issue.file}:${issue.line}: ${issue.severity}: ${issue.message}`;
}

function svgSize(svg: string): { width: number; height: number } | undefined {
  const root = /<svg\b[^<>]*>/i.exec(svg)?.[0] ?? '';
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([\\d.]+)(?:px)?["']`, 'i').exec(root)?.[1];
  const width = Number(attr('width'));
  const height = Number(attr('height'));
  if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) };
  const viewBox = /\sviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i.exec(root);
  if (viewBox) return { width: Math.round(Number(viewBox[1])), height: Math.round(Number(viewBox[2])) };
  return undefined;
}

function readGroupOrder(contentDir: string, issues: ContentIssue[]): string[] {
  const file = path.join(contentDir, NAVIGATION_JSON);
  if (!fs.existsSync(file)) return [];
  try {
    const groups = (JSON.parse(fs.readFileSync(file, 'utf8')) as { groups?: unknown }).groups;
    if (Array.isArray(groups) && groups.every((group) => typeof group === 'string')) return groups;
  } catch {
    // reported below
  }
  issues.push({ file, line: 1, message: 'navigation.json must be { "groups": ["User Guide", "User Guide/Payment", ...] }', severity: 'error' });
  return [];
}

function readTemplate(contentDir: string, issues: ContentIssue[]): DrawdownTemplate | undefined {
  const file = path.join(contentDir, TEMPLATE_JSON);
  try {
    return parseDrawdownTemplate(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch (error) {
    issues.push({ file, line: 1, message: `the drawdown template field list is missing or invalid: ${(error as Error).message.split('\n')[0]}`, severity: 'error' });
    return undefined;
  }
}

/** Checks every link and image of the published articles (a missing target fails the build). */
function checkReferences(
  article: CompiledArticle,
  resolve: (lang: ContentLang, name: string) => CompiledArticle | undefined,
  drafts: ReadonlySet<string>,
  assets: ReadonlySet<string>,
  issues: ContentIssue[],
): void {
  for (const ref of article.references) {
    const fail = (message: string) => issues.push({ file: article.file, line: ref.line, message, severity: 'error' });
    const kind = classifyReference(ref.url);
    if (ref.kind === 'image') {
      if (kind.type !== 'asset') fail(`image "${ref.url}" must be a file in content/assets, written assets/<file> (no external images)`);
      else if (!assets.has(kind.file)) fail(`image "${ref.url}": content/assets/${kind.file} does not exist`);
      if (!ref.alt?.trim()) fail(`image "${ref.url}" needs alt text: ![what it shows](${ref.url})`);
      continue;
    }
    switch (kind.type) {
      case 'article': {
        const target = resolve(article.lang, kind.name);
        if (!target) {
          fail(`link "${ref.url}": there is no published article "${kind.name}"${drafts.has(kind.name) ? ' (it is a draft)' : ''} in ${article.lang} or its fallback languages`);
        } else if (kind.fragment && !target.ids.has(decodeFragment(kind.fragment))) {
          fail(`link "${ref.url}": "${kind.name}" has no heading #${kind.fragment}; its headings are ${[...target.headings.map((h) => `#${h.id}`)].join(', ') || 'none'}`);
        }
        break;
      }
      case 'fragment':
        if (!article.ids.has(decodeFragment(kind.fragment))) {
          fail(`link "${ref.url}": this article has no heading #${kind.fragment}; its headings are ${article.headings.map((h) => `#${h.id}`).join(', ') || 'none'}`);
        }
        break;
      case 'asset':
        if (!assets.has(kind.file)) fail(`link "${ref.url}": content/assets/${kind.file} does not exist`);
        break;
      case 'template':
        if (!(TEMPLATE_FILES as readonly string[]).includes(kind.file)) fail(`link "${ref.url}": the templates are ${TEMPLATE_FILES.map((f) => `templates/${f}`).join(' and ')}`);
        break;
      case 'invalid':
        fail(`link "${ref.url}" is not an article name (kebab-case, optionally #heading), #heading, assets/<file>, templates/<file>, a /site path or an http(s) URL`);
        break;
      default:
        break;
    }
  }
}

/**
 * The content build: validates every article, drops drafts and
 * writes one versioned artefact: per language a manifest, the article HTML and a search index,
 * plus assets and the drawdown templates. Nothing is written when an error is found.
 */
export async function buildContent({ contentDir, outDir, keepVersions = 5, now = new Date() }: BuildOptions): Promise<BuildResult> {
  const issues: ContentIssue[] = [];
  const template = readTemplate(contentDir, issues);
  const groupOrder = readGroupOrder(contentDir, issues);
  const synonyms = readSynonyms(contentDir, issues);

  const assetsDir = path.join(contentDir, 'assets');
  const assetFiles = fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir).filter((file) => fs.statSync(path.join(assetsDir, file)).isFile()) : [];
  const assets = new Set(assetFiles);
  const assetSizes = new Map<string, { width: number; height: number }>();
  for (const file of assetFiles.filter((f) => f.endsWith('.svg'))) {
    const size = svgSize(fs.readFileSync(path.join(assetsDir, file), 'utf8'));
    if (size) assetSizes.set(file, size);
    else issues.push({ file: path.join(assetsDir, file), line: 1, message: 'the SVG has no width/height or viewBox, so pages cannot reserve its space', severity: 'warning' });
  }

  const compiled: CompiledArticle[] = [];
  for (const lang of CONTENT_LANGS) {
    const dir = path.join(contentDir, lang);
    if (!fs.existsSync(dir)) continue;
    for (const entry of fs.readdirSync(dir).sort()) {
      const file = path.join(dir, entry);
      if (!entry.endsWith('.md')) {
        issues.push({ file, line: 1, message: 'only .md files are articles; this file is ignored', severity: 'warning' });
        continue;
      }
      const name = entry.slice(0, -3);
      if (!isArticleName(name)) {
        issues.push({ file, line: 1, message: `"${name}" is not a document name: use lower-case kebab-case (it is the route /docs/${name})`, severity: 'error' });
        continue;
      }
      if (!template) continue;
      const result = await compileArticle(file, lang, name, fs.readFileSync(file, 'utf8'), template);
      issues.push(...result.issues);
      if (result.article) compiled.push(result.article);
    }
  }

  const published = new Map<ContentLang, Map<string, CompiledArticle>>(CONTENT_LANGS.map((lang) => [lang, new Map()]));
  const drafts = new Set<string>();
  for (const article of compiled) {
    if (article.frontMatter.draft) drafts.add(article.name);
    else published.get(article.lang)?.set(article.name, article);
  }
  const resolve = (lang: ContentLang, name: string) => {
    for (const candidate of FALLBACK_CHAIN[lang]) {
      const found = published.get(candidate)?.get(name);
      if (found) return found;
    }
    return undefined;
  };
  for (const article of compiled.filter((a) => !a.frontMatter.draft)) {
    checkReferences(article, resolve, drafts, assets, issues);
    const english = published.get('en')?.get(article.name);
    if (english && article.lang !== 'en' && english.frontMatter.categories.join('/') !== article.frontMatter.categories.join('/')) {
      issues.push({ file: article.file, line: 1, message: `categories differ from the English file (${english.frontMatter.categories.join(' > ')}): the article sits in another group in this language`, severity: 'warning' });
    }
  }

  issues.sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1));
  if (!template || issues.some((issue) => issue.severity === 'error')) return { ok: false, issues };

  const files = new Map<string, Buffer>();
  const put = (file: string, data: string | Uint8Array) => files.set(file, Buffer.from(data));
  const names = [...new Set([...published.values()].flatMap((map) => [...map.keys()]))].sort();
  const counts = {} as NonNullable<BuildResult['counts']>;

  for (const lang of CONTENT_LANGS) {
    const entries: ArticleEntry[] = [];
    const sources = new Map<string, CompiledArticle>();
    for (const name of names) {
      const source = resolve(lang, name);
      if (!source) continue;
      sources.set(name, source);
      const fm = source.frontMatter;
      entries.push({
        name,
        title: fm.title,
        // "Last updated" and the sitemap's lastmod are the author's date, not the file's history:
        // the same in every clone, and a content edit that matters is one the docs team dates.
        date: fm.date,
        updated: fm.date,
        dateText: formatDay(fm.date, lang),
        tags: fm.tags,
        categories: source.lang === 'en' ? fm.categories : (fm.categories_zh ?? fm.categories),
        categoryKeys: fm.categories,
        ...(source.summary ? { summary: source.summary } : {}),
        pinned: fm.isPinned,
        ...(fm.order !== undefined ? { order: fm.order } : {}),
        headings: source.headings,
        sourceLang: source.lang,
      });
    }
    const treeInput: TreeArticle[] = entries.map((entry) => ({ ...entry, labelRank: FALLBACK_CHAIN[lang].indexOf(entry.sourceLang) }));
    const tree = buildCategoryTree(treeInput, groupOrder);
    const order = readingOrder(tree);
    const byName = new Map(entries.map((entry) => [entry.name, entry]));
    const ordered = order.map((name, i) => {
      const entry = byName.get(name) as ArticleEntry;
      const prev = order[i - 1];
      const next = order[i + 1];
      return { ...entry, ...(prev ? { prev } : {}), ...(next ? { next } : {}) };
    });
    const manifest: Manifest = { lang, articles: ordered, tree };
    put(contentPaths.manifest(lang), JSON.stringify(manifest));
    put(contentPaths.llms(lang), llmsTxt(manifest));
    if (lang === 'en') put('llms.txt', llmsTxt(manifest));

    const docs: SearchDoc[] = [];
    for (const entry of ordered) {
      const source = sources.get(entry.name) as CompiledArticle;
      put(contentPaths.article(lang, entry.name), renderArticle(source, { pageLang: lang, assetSizes }));
      put(contentPaths.markdown(lang, entry.name), renderMarkdown(source, lang));
      docs.push({
        id: entry.name,
        title: entry.title,
        headings: entry.headings.map((h) => h.text).join('\n'),
        text: source.text,
        tags: entry.tags.join(' '),
        categories: entry.categories.join(' / '),
      });
    }
    // The fold table covers the characters of this language's articles and synonyms, in either script.
    const folding = foldingPairs([...docs.flatMap((d) => [d.title, d.headings, d.text, d.tags]), ...synonyms[lang].flat()]);
    put(contentPaths.search(lang), JSON.stringify(createIndex(docs, { folding, synonyms: synonyms[lang] })));
    const own = ordered.filter((entry) => entry.sourceLang === lang).length;
    counts[lang] = { articles: ordered.length, own, drafts: compiled.filter((a) => a.lang === lang && a.frontMatter.draft).length };
  }
  for (const file of assetFiles) put(`assets/${file}`, fs.readFileSync(path.join(assetsDir, file)));
  put('templates/drawdown-template.csv', templateCsv(template));
  put('templates/drawdown-template.xlsx', templateXlsx(template));

  const hash = createHash('sha256');
  for (const [file, data] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(file).update('\0').update(data).update('\0');
  const version = hash.digest('hex').slice(0, 12);

  fs.mkdirSync(outDir, { recursive: true });
  const target = path.join(outDir, version);
  if (!fs.existsSync(target)) {
    const staging = path.join(outDir, `.staging-${version}-${process.pid}`);
    fs.rmSync(staging, { recursive: true, force: true });
    for (const [file, data] of files) {
      fs.mkdirSync(path.dirname(path.join(staging, file)), { recursive: true });
      fs.writeFileSync(path.join(staging, file), data);
      // Precompressed copies, as the code's own files have, for a server that serves them.
      if (COMPRESSIBLE.test(file) && data.length > 1024) {
        fs.writeFileSync(path.join(staging, `${file}.gz`), zlib.gzipSync(data, { level: 9 }));
        fs.writeFileSync(path.join(staging, `${file}.br`), zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    }
    // A version folder appears whole or not at all; latest.json moves to it only afterwards.
    fs.renameSync(staging, target);
  }
  const pointer: LatestPointer = { version, builtAt: now.toISOString() };
  const pointerTmp = path.join(outDir, `.latest-${process.pid}.json`);
  fs.writeFileSync(pointerTmp, `${JSON.stringify(pointer, null, 2)}\n`);
  fs.renameSync(pointerTmp, path.join(outDir, 'latest.json'));
  fs.utimesSync(target, now, now);

  const versions = fs
    .readdirSync(outDir)
    .filter((entry) => /^[0-9a-f]{12}$/.test(entry) && entry !== version)
    .map((entry) => ({ entry, mtime: fs.statSync(path.join(outDir, entry)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const { entry } of versions.slice(Math.max(0, keepVersions - 1))) fs.rmSync(path.join(outDir, entry), { recursive: true, force: true });

  return { ok: true, issues, version, counts };
}
