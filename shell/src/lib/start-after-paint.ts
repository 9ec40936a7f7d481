/**
 * Starts the page's scripts once the browser has shown its first contentful paint
 * (docs/composition.md, "The first paint comes first").
 *
 * A served page is readable from its HTML and CSS alone. Scripts requested before it paints share a
 * phone's network with its stylesheets and delay that paint; requested after it, they cost the
 * reader nothing, and what the visitor does meanwhile is held (early-events.ts).
 *
 * The paint is read from the Paint Timing API, which reports it once the frame is on screen (a
 * `requestAnimationFrame` callback runs before the frame is painted, so it would start them too
 * early). A page that is hidden paints nothing until it is shown: it starts at once, as it does
 * where the API is missing. `fallbackMs` bounds the wait if no paint is ever reported.
 *
 * Runs before the federation boundary, in the inline start-up script: it imports nothing.
 */
export function startAfterFirstPaint(start: () => void, fallbackMs = 3000): void {
  const canObserve = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  if (!canObserve || document.visibilityState === 'hidden') {
    start();
    return;
  }
  let started = false;
  // Called only from the observer, the listener and the timer, all after this function returns.
  const go = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onHidden);
    start();
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') go();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) go();
  });
  // buffered: a paint that happened before this script ran is reported too.
  observer.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', onHidden);
  const timer = setTimeout(go, fallbackMs);
}
