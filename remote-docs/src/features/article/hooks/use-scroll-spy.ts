import { useEffect, useState } from 'react';

/**
 * Scroll offsets 120 and 100: a heading becomes current once its top is within 120 px
 * of the viewport top; a heading jumped to lands 100 px below the top (scroll-margin-top in
 * article-body.module.css), inside that band, so the heading you jump to is the one marked.
 */
export const SPY_OFFSET = 120;

/** The id of the last heading whose top is above the spy line; the last one at the page end. */
export function currentHeading(tops: readonly { id: string; top: number }[], offset: number, atBottom: boolean): string | undefined {
  if (tops.length === 0) return undefined;
  if (atBottom) return tops[tops.length - 1]?.id;
  let current = tops[0]?.id;
  for (const { id, top } of tops) {
    if (top - offset > 1) break;
    current = id;
  }
  return current;
}

/**
 * Scroll-spy for the table of contents with an IntersectionObserver (no scroll handler): the
 * observer reports each heading crossing the spy line or the viewport edges, and the current
 * heading is worked out from the headings' positions at that moment.
 */
export function useScrollSpy(ids: readonly string[], offset = SPY_OFFSET): string | undefined {
  const [current, setCurrent] = useState<string | undefined>(undefined);
  const key = ids.join('\n');

  useEffect(() => {
    const elements = key
      .split('\n')
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    if (elements.length === 0) return undefined;
    const update = () => {
      const root = document.documentElement;
      const atBottom = window.innerHeight + window.scrollY >= root.scrollHeight - 2 && window.scrollY > 0;
      setCurrent(currentHeading(elements.map((element) => ({ id: element.id, top: element.getBoundingClientRect().top })), offset, atBottom));
    };
    const observer = new IntersectionObserver(update, { rootMargin: `-${offset}px 0px 0px 0px`, threshold: [0, 1] });
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [key, offset]);

  return current;
}
