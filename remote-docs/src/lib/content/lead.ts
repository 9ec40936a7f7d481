/** The longest description a search result shows in full; longer text is cut, as the content build cuts summaries. */
const MAX_LENGTH = 160;

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(?:#x([\da-f]+)|#(\d+)|([a-z]+));/gi, (entity: string, hex?: string, dec?: string, name?: string) => {
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    if (dec) return String.fromCodePoint(Number(dec));
    return NAMED[name?.toLowerCase() ?? ''] ?? entity;
  });
}

/**
 * The opening text of an article's HTML, for its meta description when its front matter has no
 * summary and it has no paragraph to take one from (a page of lists or tables): the words a reader
 * meets first, without markup, cut at a word where the text runs long.
 */
export function leadOf(html: string): string {
  const text = decodeEntities(
    html
      // Heading anchors are a '#' for the eye, not words (the content build writes them as a link around one span).
      .replace(/<a class="heading-anchor"[^<>]*><span[^<>]*>[^<]*<\/span><\/a>/g, '')
      .replace(/<[^<>]*>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= MAX_LENGTH) return text;
  const cut = text.slice(0, MAX_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
