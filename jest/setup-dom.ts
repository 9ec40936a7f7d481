import '@testing-library/jest-dom/jest-globals';
import { siteStore } from '@site/shared/store';

// TextEncoder, which react-dom/server needs (tests render a page as the server does), and the
// Fetch API classes come with the environment: jest/jsdom-environment.cjs.

// jsdom has no <dialog> behaviour: open/close as the browser does, without the top layer.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom has no IntersectionObserver or matchMedia: report everything visible, no reduced motion.
class VisibleEverywhere {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback([{ isIntersecting: true, target, intersectionRatio: 1 } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
// Server-side tests (`@jest-environment node`) render as Node would: no browser globals at all.
if (typeof window !== 'undefined') Object.assign(globalThis, { IntersectionObserver: VisibleEverywhere });
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}

// The site store is a module singleton shared by every test of a file: a Watch-a-Demo drawer one
// test opened must not stay open for the next (its lazily loaded form would appear there later).
if (typeof window !== 'undefined') {
  afterEach(() => siteStore.getState().closeDemoRequest());
}

// jsdom has no user-agent stylesheet, so a span's display is '' and the accessible name puts a
// space around it. The phrases of a Chinese heading (@site/shared/phrases) are inline spans, read
// in a browser as one run of text: give them the display a browser gives them.
if (typeof document !== 'undefined') {
  const userAgentStyle = document.createElement('style');
  userAgentStyle.textContent = '.phrase { display: inline; }';
  document.head.append(userAgentStyle);
}
