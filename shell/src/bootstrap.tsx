import { yieldToMain } from '@site/shared/env';

/**
 * Start-up in stages, each in a task of its own. Every chunk named here was fetched together with
 * this one (the imports are `eager`: no extra request), but evaluating react-dom, i18next and the
 * app in one go held the main thread for one long task on a phone (docs/performance.md). Between
 * the stages the browser paints and answers the visitor; what the visitor does on the served page
 * meanwhile is held and replayed (lib/early-events.ts).
 */
async function start(): Promise<void> {
  await import(/* webpackMode: "eager" */ './app/init-lang');
  // The page's remote downloads while the shell itself starts.
  const table = (await import(/* webpackMode: "eager" */ './app/preload-page-remote')).preloadPageRemote();
  await yieldToMain();
  const reactDom = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ './i18n');
  await yieldToMain();
  // The first number format of a page loads the browser's locale data: a cost of its own, paid
  // here rather than in the middle of hydrating the page's figures.
  new Intl.NumberFormat(document.documentElement.lang || undefined).format(0);
  await yieldToMain();
  const { startShell } = await import(/* webpackMode: "eager" */ './app/start-shell');
  await yieldToMain();
  startShell(reactDom, table);
}

void start();
