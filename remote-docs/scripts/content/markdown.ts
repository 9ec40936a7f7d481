import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import type { Heading as MdHeading, Html, Parent, Root as MdRoot, RootContent as MdContent } from 'mdast';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { ARTICLE_NAME } from '@site/shared/routes';
import type { ContentLang, Heading } from '../../src/lib/content/types';
import { TABLE_MARKER, templateTable, type DrawdownTemplate } from './drawdown-template';
import { parseFrontMatter, type ContentIssue, type FrontMatter } from './front-matter';

/** A reference from an article to another file: checked once every article is compiled. */
export interface Reference {
  url: string;
  line: number;
  column: number;
  kind: 'link' | 'image';
  alt?: string;
}

/** An article after the language-neutral half of the pipeline (parse → sanitize → slug). */
export interface CompiledArticle {
  file: string;
  lang: ContentLang;
  name: string;
  frontMatter: FrontMatter;
  hast: HastRoot;
  /** h2 and h3 for the table of contents. */
  headings: Heading[];
  /** Every id in the article, for `name#id` links. */
  ids: Set<string>;
  /** Plain text, for the search index. */
  text: string;
  /** The body as markdown syntax tree (front matter and leading title gone, template table in), for the Markdown copy. */
  mdast: MdRoot;
  /** The front matter summary, or the start of the first paragraph. */
  summary: string;
  references: Reference[];
}

const ROUTE_LANG: Record<ContentLang, string> = { en: 'en_us', 'zh-CN': 'zh_cn', 'zh-HK': 'zh_hk' };

/** Strings the build writes into the article HTML, in the article page's language. */
const BUILD_STRINGS: Record<ContentLang, { anchor: string; table: string; figure: string }> = {
  en: { anchor: 'Link to this section: ', table: 'Table (scrolls sideways)', figure: 'Diagram (scrolls sideways on a narrow screen)' },
  'zh-CN': { anchor: '本节链接：', table: '表格（可横向滚动）', figure: '示意图（窄屏上可横向滚动）' },
  'zh-HK': { anchor: '本節連結：', table: '表格（可橫向捲動）', figure: '示意圖（窄螢幕上可橫向捲動）' },
};

/** `name`, `name.md`, `name#heading`: a link to another article. */
const ARTICLE_LINK = new RegExp(`^(${ARTICLE_NAME})(?:\\.md)?(#.*)?$`);

const parser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm);
// Sanitize, then slug (slugging first would give every id a
// `user-content-` prefix). rehype-raw parses the raw HTML a writer may use, so that sanitize
// can keep what is harmless (<kbd>, <br>) and drop the rest (<script>, on* attributes).
const toHast = unified().use(remarkRehype, { allowDangerousHtml: true }).use(rehypeRaw).use(rehypeSanitize).use(rehypeSlug);

const BLOCK = new Set(['p', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'td', 'th', 'tr', 'pre', 'blockquote', 'div', 'br', 'dt', 'dd', 'table', 'ul', 'ol']);

/** Text of a hast tree with blocks kept apart (so 'Step 1' and 'Register' do not fuse). */
export function plainText(node: HastRoot | HastContent): string {
  const parts: string[] = [];
  const walk = (current: HastRoot | HastContent) => {
    if (current.type === 'text') parts.push(current.value);
    if ('children' in current) for (const child of current.children) walk(child);
    if (current.type === 'element' && BLOCK.has(current.tagName)) parts.push(' ');
  };
  walk(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

function mdText(node: MdContent | MdRoot): string {
  if ('value' in node && node.type !== 'html' && node.type !== 'yaml') return node.value;
  if ('children' in node) return (node.children as MdContent[]).map(mdText).join('');
  return '';
}

/**
 * The language-neutral half of the pipeline for one file: front matter, the template table
 * marker, references for later checking, then markdown → sanitized HTML tree with heading ids.
 */
export async function compileArticle(
  file: string,
  lang: ContentLang,
  name: string,
  source: string,
  template: DrawdownTemplate,
): Promise<{ article?: CompiledArticle; issues: ContentIssue[] }> {
  const issues: ContentIssue[] = [];
  const issue = (line: number, message: string, severity: ContentIssue['severity'] = 'error') => issues.push({ file, line, message, severity });
  const mdast = parser.parse(source) as MdRoot;

  const yamlNode = mdast.children[0]?.type === 'yaml' ? mdast.children[0] : undefined;
  if (!yamlNode) {
    issue(1, 'the file must start with a front matter block between --- lines (title, date, tags, categories)');
    return { issues };
  }
  const frontMatter = parseFrontMatter(file, yamlNode.value, (yamlNode.position?.start.line ?? 1) + 1);
  if (!frontMatter.ok) return { issues: frontMatter.issues };
  if (lang !== 'en' && !frontMatter.data.categories_zh) {
    issue(yamlNode.position?.start.line ?? 1, 'front matter: categories_zh is missing, so the navigation shows the English category names', 'warning');
  }

  // One h1 per page, and the page's h1 is the front matter title.
  const first = mdast.children.slice(1)[0];
  if (first?.type === 'heading' && first.depth === 1) {
    issue(first.position?.start.line ?? 1, 'a leading "# heading" is dropped: the page title comes from the front matter title', 'warning');
    mdast.children.splice(1, 1);
  }
  visit(mdast, 'heading', (heading: MdHeading) => {
    if (heading.depth === 1) {
      issue(heading.position?.start.line ?? 1, 'a "# heading" inside the article is shown as "##": the page has one h1, the title', 'warning');
      heading.depth = 2;
    }
  });

  visit(mdast, 'html', (node: Html, index, parent: Parent | undefined) => {
    if (node.value.trim() !== TABLE_MARKER || !parent || index === undefined) return;
    if (parent.type === 'paragraph') {
      issue(node.position?.start.line ?? 1, `put ${TABLE_MARKER} on a line of its own, with blank lines around it`);
      return;
    }
    parent.children.splice(index, 1, templateTable(template, lang) as never);
  });

  const firstParagraph = mdast.children.find((node) => node.type === 'paragraph');
  const body = structuredClone({ ...mdast, children: mdast.children.filter((node) => node.type !== 'yaml') });
  const hast = (await toHast.run(mdast)) as HastRoot;

  // References are read after sanitizing, so links and images written as raw HTML are checked too.
  const references: Reference[] = [];
  const headings: Heading[] = [];
  const ids = new Set<string>();
  visit(hast, 'element', (element: Element) => {
    const at = { line: element.position?.start.line ?? 1, column: element.position?.start.column ?? 1 };
    const { href, src, alt } = element.properties;
    if (element.tagName === 'a' && typeof href === 'string') references.push({ url: href, ...at, kind: 'link' });
    if (element.tagName === 'img') references.push({ url: typeof src === 'string' ? src : '', ...at, kind: 'image', alt: typeof alt === 'string' ? alt : '' });
    const id = element.properties.id;
    if (typeof id === 'string') ids.add(id);
    if ((element.tagName === 'h2' || element.tagName === 'h3') && typeof id === 'string') {
      headings.push({ depth: element.tagName === 'h2' ? 2 : 3, id, text: hastToString(element).trim() });
    }
  });
  for (const heading of headings) {
    if (!heading.id) issue(1, `heading "${heading.text}" has no letters or digits to make an id from`);
  }

  const lead = firstParagraph ? mdText(firstParagraph).replace(/\s+/g, ' ').trim() : '';
  const summary = frontMatter.data.summary ?? (lead.length > 160 ? `${lead.slice(0, 157).trimEnd()}…` : lead);

  return {
    article: { file, lang, name, frontMatter: frontMatter.data, hast, headings, ids, text: plainText(hast), mdast: body, summary, references },
    issues,
  };
}

/** How a reference is rendered, decided by its form (the content contract). */
export type ReferenceKind =
  | { type: 'article'; name: string; fragment: string }
  | { type: 'fragment'; fragment: string }
  | { type: 'asset'; file: string }
  | { type: 'template'; file: string }
  | { type: 'site'; path: string }
  | { type: 'external' }
  | { type: 'invalid' };

export function classifyReference(url: string): ReferenceKind {
  if (/^(https?:|mailto:|tel:)/i.test(url)) return { type: 'external' };
  if (url.startsWith('#')) return { type: 'fragment', fragment: url.slice(1) };
  if (url.startsWith('assets/')) return { type: 'asset', file: url.slice('assets/'.length) };
  if (url.startsWith('templates/')) return { type: 'template', file: url.slice('templates/'.length) };
  if (url.startsWith('/') && !url.startsWith('//')) return { type: 'site', path: url };
  const article = ARTICLE_LINK.exec(url);
  if (article) return { type: 'article', name: article[1] ?? '', fragment: (article[2] ?? '').slice(1) };
  return { type: 'invalid' };
}

export interface RenderOptions {
  /** The language of the page the article is shown on (a fallback article keeps its text). */
  pageLang: ContentLang;
  /** Width and height of each asset, so images reserve their space (no layout shift). */
  assetSizes: ReadonlyMap<string, { width: number; height: number }>;
}

/** A fragment as the id it names ('#%E4%BB%98' → '付'). */
export function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** The page-language half: links for this page, image sizes, scrollable tables, heading anchors. */
export function renderArticle(article: CompiledArticle, { pageLang, assetSizes }: RenderOptions): string {
  const route = ROUTE_LANG[pageLang];
  const strings = BUILD_STRINGS[pageLang];
  const tree = structuredClone(article.hast);

  visit(tree, 'element', (element: Element, index, parent) => {
    const href = element.properties.href;
    if (element.tagName === 'a' && typeof href === 'string') {
      const ref = classifyReference(href);
      if (ref.type === 'article') element.properties.href = `/${route}/docs/${ref.name}${ref.fragment ? `#${ref.fragment}` : ''}`;
      if (ref.type === 'site') element.properties.href = `/${route}${ref.path}`;
      if (ref.type === 'template') element.properties.download = ref.file;
      if (ref.type === 'external' && /^https?:/i.test(href)) element.properties.rel = ['noopener', 'noreferrer'];
    }
    const src = element.properties.src;
    if (element.tagName === 'img' && typeof src === 'string') {
      const ref = classifyReference(src);
      const size = ref.type === 'asset' ? assetSizes.get(ref.file) : undefined;
      if (size) {
        element.properties.width = size.width;
        element.properties.height = size.height;
      }
      element.properties.loading = 'lazy';
      element.properties.decoding = 'async';
    }
    // Wide tables, code and diagrams scroll inside their box; a scrolling box must be reachable by keyboard.
    if (element.tagName === 'pre') element.properties.tabIndex = 0;
    // A diagram alone in its paragraph keeps a readable size on a phone (its labels are drawn for
    // 720 px): the paragraph becomes a box that scrolls sideways when the column is narrower.
    if (element.tagName === 'p' && parent && index !== undefined) {
      const content = element.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
      const [image] = content;
      if (content.length === 1 && image?.type === 'element' && image.tagName === 'img' && typeof image.properties.src === 'string' && classifyReference(image.properties.src).type === 'asset') {
        parent.children.splice(index, 1, {
          type: 'element',
          tagName: 'div',
          properties: { className: ['figure-scroll'], tabIndex: 0, role: 'region', ariaLabel: strings.figure },
          children: element.children,
        });
      }
    }
    if (element.tagName === 'table' && parent && index !== undefined) {
      const wrapper: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['table-scroll'], tabIndex: 0, role: 'region', ariaLabel: strings.table },
        children: [element as ElementContent],
      };
      parent.children.splice(index, 1, wrapper);
    }
  });

  const processor = unified()
    .use(rehypeAutolinkHeadings, {
      behavior: 'append',
      test: ['h2', 'h3', 'h4'],
      // A real, focusable link with a name (the plugin's default hides it from assistive technology).
      properties: (heading) => ({ className: ['heading-anchor'], ariaLabel: `${strings.anchor}${hastToString(heading).trim()}` }),
      content: { type: 'element', tagName: 'span', properties: { ariaHidden: 'true' }, children: [{ type: 'text', value: '#' }] },
    })
    .use(rehypeStringify);
  return processor.stringify(processor.runSync(tree) as HastRoot);
}

const toMarkdown = unified().use(remarkGfm).use(remarkStringify, { bullet: '-', emphasis: '_', rule: '-', fences: true });

/**
 * The article as clean Markdown for one page language (`/{lang}/docs/{name}.md`, llms.txt, "Copy
 * as Markdown"): the title as the one `#` heading, then the body as written, with the generated
 * template table, links made site paths for that language, and image and download URLs relative
 * to the file (`../../assets/…`, as it sits in `<version>/<lang>/articles/`). Raw HTML is left
 * out (its text stays), so nothing the sanitizer would drop reaches a reader of the Markdown.
 */
export function renderMarkdown(article: CompiledArticle, pageLang: ContentLang): string {
  const route = ROUTE_LANG[pageLang];
  const tree = structuredClone(article.mdast);
  const rewrite = (url: string): string => {
    const ref = classifyReference(url);
    if (ref.type === 'article') return `/${route}/docs/${ref.name}${ref.fragment ? `#${ref.fragment}` : ''}`;
    if (ref.type === 'site') return `/${route}${ref.path}`;
    if (ref.type === 'asset') return `../../assets/${ref.file}`;
    if (ref.type === 'template') return `../../templates/${ref.file}`;
    return url;
  };
  visit(tree, 'html', (_node: Html, index, parent: Parent | undefined) => {
    if (!parent || index === undefined) return undefined;
    parent.children.splice(index, 1);
    return index;
  });
  visit(tree, (node) => {
    if ('url' in node && typeof node.url === 'string') node.url = rewrite(node.url);
  });
  const title: MdContent = { type: 'heading', depth: 1, children: [{ type: 'text', value: article.frontMatter.title }] };
  tree.children.unshift(title);
  return toMarkdown.stringify(tree);
}
