import type { Segment } from '../../../lib/search/search';

export interface HighlightedProps {
  segments: readonly Segment[];
}

/** Snippet text with the matches in <mark>: React text nodes, never HTML. */
export function Highlighted({ segments }: HighlightedProps) {
  return (
    <>
      {segments.map((segment, i) => (segment.mark ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>))}
    </>
  );
}
