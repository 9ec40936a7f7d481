import { lineIconSet } from '@site/shared/ui';

/** Line icons drawn for this site (24×24, stroke = currentColor). Decorative: the text beside them says what they mean. */
const PATHS = {
  chat: 'M4 5h16v10H9l-5 4z M8 9h8 M8 12h5',
  phone: 'M6 3h4l2 5-3 2a11 11 0 0 0 5 5l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 4 5a2 2 0 0 1 2-2z',
  arrowUp: 'M12 19V5 M6 11l6-6 6 6',
  menu: 'M4 7h16 M4 12h16 M4 17h16',
  documents: 'M8 3h8l4 4v12H8z M16 3v4h4 M4 7v14h12',
  match: 'M4 7h9 M4 17h9 M13 4l3 3-3 3 M13 14l3 3-3 3 M19 7h1 M19 17h1',
  shieldCheck: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z M8.5 12l2.5 2.5 4.5-5',
  track: 'M4 19V5 M4 19h16 M7 15l4-4 3 3 5-6',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4z M10 20h4',
  coins: 'M4 7c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3z M4 7v5c0 1.7 3.6 3 8 3s8-1.3 8-3V7 M4 12v5c0 1.7 3.6 3 8 3s8-1.3 8-3v-5',
  building: 'M4 21V4h10v17 M14 9h6v12 M7 8h4 M7 12h4 M7 16h4 M2 21h20',
  bank: 'M3 9l9-5 9 5 M4 9h16 M6 9v8 M10 9v8 M14 9v8 M18 9v8 M3 20h18',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z M3 12h18 M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
  team: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M3 20a6 6 0 0 1 12 0 M16 5a3 3 0 0 1 0 6 M18 14a5 5 0 0 1 3 6',
  handshake: 'M3 12l4-4 4 2 3-2 7 4 M3 12l5 5 2-1 2 2 2-1 2 1 4-4 M11 10l-2 3 M14 8l-3 6',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 21a8 8 0 0 1 16 0',
  check: 'M5 12.5l4.5 4.5L19 7',
  external: 'M14 4h6v6 M20 4l-9 9 M18 14v6H4V6h6',
  quote: 'M9 7H5v6h4l-2 4 M19 7h-4v6h4l-2 4',
  pause: 'M8 5v14 M16 5v14',
  play: 'M7 5l12 7-12 7z',
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
} as const;

export type IconName = keyof typeof PATHS;

export const Icon = lineIconSet(PATHS);
