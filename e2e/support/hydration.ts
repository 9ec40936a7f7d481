import type { Locator } from '@playwright/test';

/**
 * Whether React owns an element: served HTML looks the same before and after hydration, so a test
 * that means to exercise the page's script (a field's check as it is left, a control that reacts)
 * waits for this first, not for something the server already rendered.
 */
export const hydrated = (element: Locator) => element.evaluate(ownedByReact);

/** Waits until React owns `element`, for a caller with no `expect` (the bench). */
export async function waitUntilHydrated(element: Locator, timeout = 30_000): Promise<void> {
  await element.page().waitForFunction(ownedByReact, await element.elementHandle({ timeout }), { timeout });
}

/** Run in the page: React marks each element it owns with a property of its own. */
function ownedByReact(node: Element | null): boolean {
  return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
}
