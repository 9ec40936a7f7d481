import { APPLICATION_FORM_ID } from '../config/anchors';

/**
 * Brings the application form on this page into view and puts focus in its first field.
 * Returns false when the page has no form (the caller then goes to the apply page).
 */
export function focusApplicationForm(reducedMotion: boolean): boolean {
  const form = document.getElementById(APPLICATION_FORM_ID);
  if (!form) return false;
  form.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  form.querySelector<HTMLElement>('input, select')?.focus({ preventScroll: true });
  return true;
}
