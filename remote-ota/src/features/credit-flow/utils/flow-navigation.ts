/**
 * Moving between flow pages replaces the page without a reload, so a screen reader would not
 * notice. A page reached from another flow page moves focus to its heading; a page opened by
 * a link or typed address leaves focus where the browser put it (the skip link comes first).
 */
let focusHeadingOnArrival = false;

/** Asks the next page of the flow to focus its heading (a link to it was followed). */
export function focusHeadingOnNextPage(): void {
  focusHeadingOnArrival = true;
}

/** Navigates to another page of the flow and asks it to focus its heading. */
export function goToFlowPage(navigate: (to: string) => void, to: string): void {
  focusHeadingOnNextPage();
  navigate(to);
}

/** True once for the page that was reached through goToFlowPage. */
export function takeHeadingFocus(): boolean {
  const take = focusHeadingOnArrival;
  focusHeadingOnArrival = false;
  return take;
}
