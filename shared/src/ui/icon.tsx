import { lineIconSet } from './line-icon';

/**
 * The site's line icons, 24 × 24, drawn with the current text colour: one set for every remote, so
 * an icon looks the same on every page. Decorative: the text beside them says what they mean.
 */
const PATHS = {
  globe: 'M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
  exchange: 'M4 8h13l-3-3M20 16H7l3 3',
  bank: 'M3 9l9-5 9 5M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18',
  cart: 'M3 4h2l2.4 11h10.2L20 7H6.2M9 20a1 1 0 100-2 1 1 0 000 2zM17 20a1 1 0 100-2 1 1 0 000 2z',
  document: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6',
  check: 'M4 12.5l5 5L20 6.5',
  chart: 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6',
  link: 'M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7L12 6.3M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1',
  clock: 'M12 3a9 9 0 100 18 9 9 0 000-18zM12 7v5l3 2',
  shield: 'M12 3l8 3v6c0 4.6-3.4 8-8 9-4.6-1-8-4.4-8-9V6z',
  truck: 'M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 100-4 2 2 0 000 4zM17 19a2 2 0 100-4 2 2 0 000 4z',
  plane: 'M10.5 13.5L3 11l1.5-1.5 8 .5 4-4.5c1-1 2.5-1.3 3-.8s.2 2-.8 3l-4.5 4 .5 8L13 21l-2.5-7.5z',
  users: 'M9 11a4 4 0 100-8 4 4 0 000 8zM2 21c0-3.9 3.1-7 7-7s7 3.1 7 7M16 3.5a4 4 0 010 7.5M18 14.5c2.4 1 4 3.5 4 6.5',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  building: 'M4 21V5l8-2v18M12 8h8v13M7 8h2M7 12h2M7 16h2M15 12h2M15 16h2M2 21h20',
  spark: 'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z',
  layers: 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5',
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
  store: 'M4 9l1.5-5h13L20 9M4 9h16v3a2.7 2.7 0 01-5.3 0 2.7 2.7 0 01-5.4 0A2.7 2.7 0 014 12zM5 13v8h14v-8M10 21v-5h4v5',
  calendar: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4',
  lock: 'M6 11h12v10H6zM8 11V8a4 4 0 018 0v3',
  code: 'M8 8l-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14',
  chat: 'M4 5h16v10H9l-5 4z M8 9h8 M8 12h5',
  arrowUp: 'M12 19V5 M6 11l6-6 6 6',
  menu: 'M4 7h16 M4 12h16 M4 17h16',
  documents: 'M8 3h8l4 4v12H8z M16 3v4h4 M4 7v14h12',
  match: 'M4 7h9 M4 17h9 M13 4l3 3-3 3 M13 14l3 3-3 3 M19 7h1 M19 17h1',
  shieldCheck: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z M8.5 12l2.5 2.5 4.5-5',
  track: 'M4 19V5 M4 19h16 M7 15l4-4 3 3 5-6',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4z M10 20h4',
  coins: 'M4 7c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3z M4 7v5c0 1.7 3.6 3 8 3s8-1.3 8-3V7 M4 12v5c0 1.7 3.6 3 8 3s8-1.3 8-3v-5',
  team: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M3 20a6 6 0 0 1 12 0 M16 5a3 3 0 0 1 0 6 M18 14a5 5 0 0 1 3 6',
  handshake: 'M3 12l4-4 4 2 3-2 7 4 M3 12l5 5 2-1 2 2 2-1 2 1 4-4 M11 10l-2 3 M14 8l-3 6',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 21a8 8 0 0 1 16 0',
  external: 'M14 4h6v6 M20 4l-9 9 M18 14v6H4V6h6',
  quote: 'M9 7H5v6h4l-2 4 M19 7h-4v6h4l-2 4',
  pause: 'M8 5v14 M16 5v14',
  play: 'M7 5l12 7-12 7z',
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
} as const;

export type IconName = keyof typeof PATHS;

/** `<Icon name="globe" />`: an icon of the site's set (`size` in pixels, 24 unless given). */
export const Icon = lineIconSet(PATHS);
