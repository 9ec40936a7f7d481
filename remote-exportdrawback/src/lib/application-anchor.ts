import { APPLICATION_FORM_ID } from '../config/anchors';

/** How long after a smooth scroll starts its end still counts as this scroll's, not the visitor's. */
const SMOOTH_SCROLL_MS = 2_000;

/**
 * Brings the application form on this page into view and puts focus in its first field.
 * Returns false when the page has no form (the caller then goes to the apply page).
 *
 * The bands on the way are laid out only as they near the viewport (`content-visibility`), so a
 * smooth scroll that passes them can end above or below the form, whose place moved while the
 * scroll was under way. When it ends, the form is brought to its place again, without motion.
 */
export function focusApplicationForm(reducedMotion: boolean): boolean {
  const form = document.getElementById(APPLICATION_FORM_ID);
  if (!form) return false;
  form.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  if (!reducedMotion && 'onscrollend' in window) {
    const land = () => form.scrollIntoView({ block: 'start' });
    window.addEventListener('scrollend', land, { once: true });
    // A form already in place scrolls nothing and ends no scroll: the visitor's own later scroll is theirs.
    window.setTimeout(() => window.removeEventListener('scrollend', land), SMOOTH_SCROLL_MS);
  }
  form.querySelector<HTMLElement>('input:not([type="hidden"]), select')?.focus({ preventScroll: true });
  return true;
}
