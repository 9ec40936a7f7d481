/** The comparison highlight and the testimonials rotate every 3000 ms, through 4 steps. */
export const ROTATION_INTERVAL_MS = 3000;
/** The company-strength counters animate over 1000 ms. */
export const COUNTER_DURATION_MS = 1000;
/** How long a toast stays when nobody hovers or focuses it. */
export const TOAST_DURATION_MS = 6000;
