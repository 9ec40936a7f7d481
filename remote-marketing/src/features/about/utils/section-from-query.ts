/** The About sections in `?id` order (1 about, 2 milestones, 3 partners, 4 technology). */
export const ABOUT_SECTIONS = ['about', 'milestones', 'partners', 'technology'] as const;
export type AboutSection = (typeof ABOUT_SECTIONS)[number];

/** `?id=1..4` → the section's index; anything else (missing, 0, 5, 'abc', '2.5') → the first. */
export function sectionIndexFromQuery(id: string | undefined): number {
  if (!id || !/^[1-9]\d*$/.test(id)) return 0;
  const index = Number(id) - 1;
  return index < ABOUT_SECTIONS.length ? index : 0;
}

/** The About path for a section index, as the footer links it ('/About?id=2'). */
export function aboutPath(index: number): string {
  return `/About?id=${index + 1}`;
}
