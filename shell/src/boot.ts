import { holdEarlyEvents } from './lib/early-events';
import { startAfterFirstPaint } from './lib/start-after-paint';
import { followStoredLanguage } from './lib/stored-language';

/**
 * The document's start-up script, inlined by the build at the end of the shell's index.html
 * (docs/composition.md, "The first paint comes first"). The document names the app's entry
 * scripts in `data-entry` instead of loading them itself: on a page the server rendered they are
 * requested only once the page has painted, and until the page has hydrated what the visitor does
 * on it is held and replayed, and the remote scripts the page needs (`data-preload`) are preloaded
 * at the same time. A document with no served markup starts them at once.
 */
function boot(): void {
  const self = document.currentScript;
  const list = (name: string) => (self?.getAttribute(name) ?? '').split(' ').filter(Boolean);
  const entries = list('data-entry');
  // The rendered region's remote scripts (its entry and exposed module), named by the server.
  const preloads = list('data-preload');
  const preloadRemote = self?.getAttribute('data-preload-remote') ?? '';
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
    // Fetched alongside the shell's, instead of after it: the federation runtime, seeing them
    // marked with the remote's name, does not load them again (docs/composition.md). One a task:
    // starting a request costs 1-3 ms of main thread on a phone, and a page may name four.
    setTimeout(preloadNextRemoteScript, 0);
  };
  const preloadNextRemoteScript = () => {
    const href = preloads.shift();
    if (!href) return;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    // Behind the shell's own scripts, which start everything and run first.
    link.fetchPriority = 'low';
    link.setAttribute('data-remote', preloadRemote);
    document.head.append(link);
    setTimeout(preloadNextRemoteScript, 0);
  };
  if (served) startAfterFirstPaint(start);
  else start();
}

boot();
