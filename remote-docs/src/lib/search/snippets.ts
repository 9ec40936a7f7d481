import { matchPositions, type MatchText } from './matches';
import type { Token } from './tokenizer';

/** A run of text in a snippet or title; `mark` runs are the match. Rendered as text, never HTML. */
export interface Segment {
  text: string;
  mark: boolean;
}

const SNIPPET_RADIUS = 70;

/** Pushes the range `start`–`end` as a mark, clipped to `from`–`to`, after the unmarked text since `at`; returns where the next text starts. */
function pushMark(segments: Segment[], text: string, start: number, end: number, from: number, to: number, at: number): number {
  if (start === -1 || end <= from || start >= to) return at;
  const s = Math.max(start, from);
  const e = Math.min(end, to);
  if (s > at) segments.push({ text: text.slice(at, s), mark: false });
  segments.push({ text: text.slice(s, e), mark: true });
  return e;
}

/**
 * The text of `from`–`to` as segments, the merged ranges of `hits` marked (overlapping bigrams
 * become one mark); ranges are merged as they come, with no list of them.
 */
function toSegments(text: string, hits: readonly Token[], from: number, to: number): Segment[] {
  const segments: Segment[] = [];
  let at = from;
  let start = -1;
  let end = -1;
  for (const hit of hits) {
    // Ranges past the window are never shown; one that merges into the last only grows past it.
    if (hit.start >= to) break;
    if (start !== -1 && hit.start <= end) {
      end = Math.max(end, hit.end);
      continue;
    }
    at = pushMark(segments, text, start, end, from, to, at);
    start = hit.start;
    end = hit.end;
  }
  at = pushMark(segments, text, start, end, from, to, at);
  if (at < to) segments.push({ text: text.slice(at, to), mark: false });
  return segments;
}

/** `text` with the matched terms marked (used for titles). */
export function highlight(text: string, terms: ReadonlySet<string>, prepared?: MatchText): Segment[] {
  return toSegments(text, matchPositions(text, terms, prepared), 0, text.length);
}

/**
 * A snippet of `text` around its best match: the window of about 140 characters holding the
 * most distinct matched terms, built from the match positions of the tokenizer.
 */
export function snippet(text: string, terms: ReadonlySet<string>, prepared?: MatchText): Segment[] {
  const hits = matchPositions(text, terms, prepared);
  if (hits.length === 0) {
    const end = Math.min(text.length, SNIPPET_RADIUS * 2);
    return [{ text: text.slice(0, end) + (end < text.length ? '…' : ''), mark: false }];
  }
  // Two pointers: the window starting at hit i that reaches furthest in distinct terms. Counts
  // fall to zero rather than being deleted (deleting shrinks and copies the map).
  let best = 0;
  let bestCount = 0;
  let distinct = 0;
  let j = 0;
  const counts = new Map<string, number>();
  // One term: every window holds one, and the first match is the first window's.
  for (let i = 0; i < hits.length && terms.size > 1; i += 1) {
    const first = hits[i] as Token;
    while (j < hits.length && (hits[j] as Token).end - first.start <= SNIPPET_RADIUS * 2) {
      const term = (hits[j] as Token).term;
      const count = counts.get(term) ?? 0;
      if (count === 0) distinct += 1;
      counts.set(term, count + 1);
      j += 1;
    }
    if (distinct > bestCount) {
      bestCount = distinct;
      best = i;
    }
    const left = counts.get(first.term) ?? 0;
    if (left === 1) distinct -= 1;
    if (left > 0) counts.set(first.term, left - 1);
  }
  const anchor = hits[best] as Token;
  let from = Math.max(0, anchor.start - Math.round(SNIPPET_RADIUS / 2));
  // Start at a word boundary when the window cuts into latin text.
  if (from > 0) {
    const space = text.lastIndexOf(' ', from);
    if (space >= 0 && from - space < 15) from = space + 1;
  }
  let to = Math.min(text.length, from + SNIPPET_RADIUS * 2);
  // Never cut a match in two at the end of the window.
  for (const hit of hits) if (hit.start < to && hit.end > to) to = hit.end;
  const segments = toSegments(text, hits, from, to);
  if (from > 0) segments.unshift({ text: '…', mark: false });
  if (to < text.length) segments.push({ text: '…', mark: false });
  return segments;
}
