import { CONTENT_LANGS, type CategoryNode, type ContentLang, type Manifest } from '../../src/lib/content/types';

const ROUTE_LANG: Record<ContentLang, string> = { en: 'en_us', 'zh-CN': 'zh_cn', 'zh-HK': 'zh_hk' };

/** The words of llms.txt in each language (a file the docs team releases with the content). */
const STRINGS: Record<ContentLang, { title: string; lead: string; languages: string; language: string; inLang: Record<ContentLang, string>; optional: string; api: string }> = {
  en: {
    title: 'Tradewind Finance help centre',
    lead: 'Step-by-step guides to opening your account, getting funded, making payments and managing the people who use the platform. Each link below is one article as Markdown.',
    languages: 'Other languages',
    language: 'The help centre in',
    inLang: { en: 'English', 'zh-CN': 'Simplified Chinese', 'zh-HK': 'Traditional Chinese' },
    optional: 'Optional',
    api: 'The API description (OpenAPI 3): every call the website makes, with request and response schemas',
  },
  'zh-CN': {
    title: '信风金融帮助中心',
    lead: '开户、融资、付款及平台用户管理的分步指南。以下每个链接都是一篇文章的 Markdown 版本。',
    languages: '其他语言',
    language: '帮助中心：',
    inLang: { en: '英文', 'zh-CN': '简体中文', 'zh-HK': '繁体中文' },
    optional: '可选',
    api: 'API 说明（OpenAPI 3）：网站发出的每个调用及其请求和响应结构',
  },
  'zh-HK': {
    title: '信風金融幫助中心',
    lead: '開戶、融資、付款及平台用戶管理的分步指南。以下每個連結都是一篇文章的 Markdown 版本。',
    languages: '其他語言',
    language: '幫助中心：',
    inLang: { en: '英文', 'zh-CN': '簡體中文', 'zh-HK': '繁體中文' },
    optional: '可選',
    api: 'API 說明（OpenAPI 3）：網站發出的每個調用及其請求和回應結構',
  },
};

/** One line of text for a Markdown list: no line breaks, no characters that would end the link text. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const linkText = (text: string) => oneLine(text).replace(/([[\]\\])/g, '\\$1');

/** Where an article's Markdown lives on the site: a stable address, whatever the content version. */
export const markdownPath = (lang: ContentLang, name: string) => `/${ROUTE_LANG[lang]}/docs/${name}.md`;
/** Where a language's llms.txt lives on the site (the English one is also /llms.txt). */
export const llmsPath = (lang: ContentLang) => `/${ROUTE_LANG[lang]}/llms.txt`;

/**
 * llms.txt (llmstxt.org) of one language: the help centre's name, a one-paragraph summary, then
 * one section per navigation group listing every published article with its one-line summary and
 * a link to its Markdown. Links are site paths; the shell's server makes them absolute.
 */
export function llmsTxt(manifest: Manifest): string {
  const lang = manifest.lang;
  const t = STRINGS[lang];
  const byName = new Map(manifest.articles.map((article) => [article.name, article]));
  const lines = [`# ${t.title}`, '', `> ${t.lead}`, ''];
  const listed = new Set<string>();
  const section = (node: CategoryNode, path: string[]) => {
    const labels = [...path, node.label];
    const items = node.articles.flatMap((name) => {
      const article = byName.get(name);
      if (!article) return [];
      listed.add(name);
      const fallback = article.sourceLang === lang ? '' : ` (${t.inLang[article.sourceLang]})`;
      return [`- [${linkText(article.title)}](${markdownPath(lang, name)}): ${oneLine(article.summary ?? article.title)}${fallback}`];
    });
    if (items.length > 0) lines.push(`## ${oneLine(labels.join(' / '))}`, '', ...items, '');
    for (const child of node.children) section(child, labels);
  };
  for (const node of manifest.tree) section(node, []);
  // An article outside every group is still listed.
  const rest = manifest.articles.filter((article) => !listed.has(article.name));
  if (rest.length > 0) lines.push(`## ${t.title}`, '', ...rest.map((a) => `- [${linkText(a.title)}](${markdownPath(lang, a.name)}): ${oneLine(a.summary ?? a.title)}`), '');
  lines.push(`## ${t.languages}`, '');
  for (const other of CONTENT_LANGS.filter((l) => l !== lang)) lines.push(`- [${t.language}${t.inLang[other]}](${llmsPath(other)})`);
  lines.push('', `## ${t.optional}`, '', `- [OpenAPI](/api/openapi.yaml): ${t.api}`, '');
  return lines.join('\n');
}
