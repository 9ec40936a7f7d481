import { renderToString } from 'react-dom/server';
import type { RouteLang } from '@site/shared/lang';
import { RemoteParcel, fragmentKey, forgetServerFragment, setServerFragment } from '@site/shared/parcel';

/**
 * The regions a page embeds (`data-include` on an empty element of its HTML, as Home embeds the rate
 * widget), found in the page's HTML and wrapped as the browser wraps them, for the live renderer
 * (live-render.tsx) to fill with the embedded remote's render.
 */

/** `&quot;` and its kin, as React writes them in attribute values. */
const unescapeAttribute = (value: string): string =>
  value.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/** An attribute's value in one opening tag as React writes it (`name="…"`), by index. */
function attributeOf(tag: string, name: string): string | undefined {
  const start = tag.indexOf(` ${name}="`);
  if (start === -1) return undefined;
  const from = start + name.length + 3;
  const end = tag.indexOf('"', from);
  return end === -1 ? undefined : unescapeAttribute(tag.slice(from, end));
}

/** One embedded region of a page's HTML: where its empty element's content goes, and what it asks for. */
export interface IncludeSlot {
  /** The index just after the opening tag, where the region goes. */
  at: number;
  /** 'fx/RateWidget' */
  id: string;
  query: Record<string, string>;
  className: string;
}

/**
 * The empty elements of a page's HTML that name a region to embed. Found by index, not by a pattern:
 * the HTML may be long and holds text visitors wrote (a form's values).
 */
export function findIncludes(html: string): IncludeSlot[] {
  const slots: IncludeSlot[] = [];
  const mark = ' data-include="';
  for (let found = html.indexOf(mark); found !== -1; found = html.indexOf(mark, found + mark.length)) {
    const tagEnd = html.indexOf('>', found);
    // No tag ends after this mark, nor after any later one.
    if (tagEnd === -1) break;
    const tagStart = html.lastIndexOf('<', found);
    if (tagStart === -1) continue;
    const tag = html.slice(tagStart, tagEnd + 1);
    const name = tag.slice(1, tag.search(/[\s>]/));
    // Only an empty element is a slot: one that already holds its region was filled before.
    if (!html.startsWith(`</${name}>`, tagEnd + 1)) continue;
    const id = attributeOf(tag, 'data-include');
    if (!id || !/^[a-z][a-z0-9-]*\/[A-Za-z][A-Za-z0-9]*$/.test(id)) continue;
    let query: Record<string, string> = {};
    try {
      const parsed: unknown = JSON.parse(attributeOf(tag, 'data-include-query') ?? '{}');
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        query = Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
      }
    } catch {
      continue;
    }
    slots.push({ at: tagEnd + 1, id, query, className: attributeOf(tag, 'data-include-class') ?? '' });
  }
  return slots;
}

/**
 * The region's markup as the browser's `RemoteParcel` renders it around served HTML, so that the
 * embedding page hydrates over it unchanged.
 */
export function regionMarkup(slot: IncludeSlot, lang: RouteLang, html: string): string {
  setServerFragment(slot.id, { html, key: fragmentKey(lang, '/') });
  try {
    const noop = () => undefined;
    return renderToString(
      <RemoteParcel id={slot.id} lang={lang} path="/" query={slot.query} navigate={noop} setTitle={noop} {...(slot.className ? { className: slot.className } : {})} active={false} />,
    );
  } finally {
    forgetServerFragment(slot.id);
  }
}

