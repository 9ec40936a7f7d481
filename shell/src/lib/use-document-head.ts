import { useEffect } from 'react';
import { ROUTE_LANGS, toHtmlLang, type RouteLang } from '@site/shared/lang';

export interface HeadInfo {
  lang: RouteLang;
  title: string;
  description: string;
  /** Path below the prefix, with its query, e.g. '/About?id=2'. */
  path: string;
}

function upsert(selector: string, create: () => HTMLElement, set: (el: HTMLElement) => void): void {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  set(element);
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  upsert(`meta[${attr}="${key}"]`, () => document.createElement('meta'), (el) => {
    el.setAttribute(attr, key);
    el.setAttribute('content', content);
  });

const link = (rel: string, href: string, hreflang?: string) =>
  upsert(
    hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]:not([hreflang])`,
    () => document.createElement('link'),
    (el) => {
      el.setAttribute('rel', rel);
      el.setAttribute('href', href);
      if (hreflang) el.setAttribute('hreflang', hreflang);
    },
  );

/** Title, description, canonical, hreflang alternates and Open Graph tags of the current page. */
export function useDocumentHead({ lang, title, description, path }: HeadInfo): void {
  useEffect(() => {
    if (!title) return;
    const origin = window.location.origin;
    const below = path === '/' ? '' : path;
    document.title = title;
    document.documentElement.lang = toHtmlLang(lang);
    meta('name', 'description', description);
    link('canonical', `${origin}/${lang}${below}`);
    for (const code of ROUTE_LANGS) link('alternate', `${origin}/${code}${below}`, toHtmlLang(code));
    link('alternate', `${origin}/en_us${below}`, 'x-default');
    meta('property', 'og:title', title);
    meta('property', 'og:description', description);
    meta('property', 'og:url', `${origin}/${lang}${below}`);
    meta('property', 'og:type', 'website');
    meta('property', 'og:locale', toHtmlLang(lang).replace('-', '_'));
  }, [lang, title, description, path]);
}
