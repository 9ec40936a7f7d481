import { useLayoutEffect, useState } from 'react';
import { company } from '@site/shared/env';
import { ROUTE_LANGS, toHtmlLang, toOgLocale, type RouteLang } from '@site/shared/lang';

export interface HeadInput {
  origin: string;
  lang: RouteLang;
  /** '{route title} | {site title}'. */
  title: string;
  description: string;
  siteName: string;
  /** The page's canonical path, e.g. '/en_us/About' or '/exportdrawback/FixPrice'. */
  canonicalPath: string;
  /** Path below the language prefix for the hreflang alternates ('' on Home); none outside the prefix. */
  alternatesBelow?: string;
  indexable: boolean;
  /** Home carries the Organization description of the company (served with the document only). */
  organization?: boolean;
}

/** The query parameters a route names as changing what its page shows (About's tab): { id: '2' }. */
export function pickQuery(names: readonly string[], query: Record<string, string>): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of names) if (name !== '*' && Object.hasOwn(query, name)) picked[name] = query[name] ?? '';
  return picked;
}

/** Those parameters as they are in the address: '?id=2', or ''. */
export function pageQuery(names: readonly string[], query: Record<string, string>): string {
  const text = new URLSearchParams(pickQuery(names, query)).toString();
  return text ? `?${text}` : '';
}

/** JSON inside a <script> data block: `<` escaped so no text can close the block. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

function organizationJson(origin: string, siteName: string): string {
  return scriptJson({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: company.email,
    telephone: company.phone,
    sameAs: [company.linkedinUrl],
    contactPoint: [{ '@type': 'ContactPoint', contactType: 'customer service', email: company.email, telephone: company.phone, availableLanguage: ['English', 'Chinese'] }],
  });
}

/**
 * The page's head for people, crawlers and link previews: title, description, canonical URL,
 * hreflang alternates in the three languages plus x-default, Open Graph, and on Home the JSON-LD
 * Organization. One component for both sides: the site's server renders it into the document's
 * head, and once the visitor moves to another page in the browser, the shell's tree renders it
 * there instead (`PageHead`).
 */
export function HeadTags({ origin, lang, title, description, siteName, canonicalPath, alternatesBelow, indexable, organization }: HeadInput) {
  const url = `${origin}${canonicalPath}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {!indexable && <meta name="robots" content="noindex" />}
      {alternatesBelow !== undefined && (
        <>
          {ROUTE_LANGS.map((code) => (
            <link key={code} rel="alternate" hrefLang={toHtmlLang(code)} href={`${origin}/${code}${alternatesBelow}`} />
          ))}
          {/* The address without a prefix sends each visitor to their own language: the stored one, else the browser's. */}
          <link rel="alternate" hrefLang="x-default" href={`${origin}${alternatesBelow || '/'}`} />
        </>
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={`${origin}/og-image.png`} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:locale" content={toOgLocale(lang)} />
      <meta name="twitter:card" content="summary_large_image" />
      {organization && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: organizationJson(origin, siteName) }} />}
    </>
  );
}

/** The comments around the served head in the document: the browser's tree replaces what is between them. */
export const SERVED_HEAD_START = 'page-head';
export const SERVED_HEAD_END = '/page-head';

/** The served head in the document: the nodes between its comments, the comments included. */
function servedHead(): ChildNode[] {
  const nodes: ChildNode[] = [];
  let inside = false;
  for (const node of document.head.childNodes) {
    const marker = node.nodeType === Node.COMMENT_NODE ? node.nodeValue : null;
    if (marker === SERVED_HEAD_START) inside = true;
    if (inside) nodes.push(node);
    if (marker === SERVED_HEAD_END) inside = false;
  }
  return nodes;
}

/**
 * The page's head from the shell's tree, which React 19 hoists into the document's head (its
 * document metadata): the served tags give
 * way to it as it first renders. The shell renders it only in the browser, once the visitor has
 * moved to another page (`usePageHead`); until then the served head is the page's.
 */
export function PageHead(props: HeadInput) {
  // The served tags as they are before this renders its own: those, and only those, give way.
  const [served] = useState(servedHead);
  useLayoutEffect(() => {
    for (const node of served) node.remove();
  }, [served]);
  // The Organization block is for crawlers reading the served document.
  // React places a tree's <title>, <meta> and <link> tags in the document's head itself.
  return <HeadTags {...props} organization={false} />;
}
