import { holdEarlyEvents } from './lib/early-events';
import { startAfterFirstPaint } from './lib/start-after-paint';
import { followStoredLanguage } from './lib/stored-language';

/**
 * The document's start-up script, inlined by the build at the end of the shell's index.html
 * (docs/composition.md, "The first paint comes first"). The document names the app's entry
 * scripts in `data-entry` instead of loading them itself: on a page the server rendered they are
 * requested only once the page has painted, and until the page has hydrated what the visitor does
 * on it is held and replayed. A document with no served markup starts them at once.
 */
function boot(): void {
  const self = document.currentScript;
  const entries = (self?.getAttribute('data-entry') ?? '').split(' ').filter(Boolean);
  if (followStoredLanguage()) return;

  const root = document.getElementById('root');
  const served = Boolean(root?.firstElementChild);
  if (root && served) holdEarlyEvents(root);

  const start = () => {
    for (const src of entries) {
      const script = document.createElement('script');
      script.src = src;
      // In the order the document named them, as `defer` scripts would run.
      script.async = false;
      document.head.append(script);
    }
  };
  if (served) startAfterFirstPaint(start);
  else start();
}

boot();
