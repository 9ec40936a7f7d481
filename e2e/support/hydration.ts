import type { Locator } from '@playwright/test';

/**
 * Whether React owns an element: served HTML looks the same before and after hydration, so a test
 * that means to exercise the page's script (a field's check as it is left, a control that reacts)
 * waits for this first, not for something the server already rendered.
 */
export const hydrated = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')));
