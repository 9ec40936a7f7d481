import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToPipeableStream } from 'react-dom/server';
import type { RouteLang } from '@site/shared/lang';
import { parcelElement, readServerData, type FormActionRedirect, type FormActionResult, type ParcelDefinition, type RemoteProps } from '@site/shared/parcel';
import { takeServedPhrases } from '@site/shared/ui';
import type { ServerRemote } from '@site/shared/parcel/server';

/**
 * Tests of a remote's build-time render (docs/composition.md): its server entry renders a page as
 * shared/build/prerender.mjs asks for it, and the browser must hydrate that HTML with the parcel's
 * own element without a single difference.
 *
 * A test file using `createHydrationHarness` runs React's Node renderer in jsdom, so it needs,
 * at its top (jest.mock is hoisted per file):
 *   jest.mock('react-dom/server', () => jest.requireActual('react-dom/server.node'));
 *   Object.assign(globalThis, { setImmediate });   // from node:timers: the Node renderer's scheduler
 */

// Both of React's renderers run in one process here, which a page never does: React warns that
// they share the i18n provider's context. Any other error during hydration is a mismatch.
const TWO_RENDERERS = /Detected multiple renderers concurrently rendering the same context provider/;

export function createHydrationHarness(serverRemote: ServerRemote, definition: ParcelDefinition) {
  let root: Root | undefined;
  return {
    /** The server render, as the build asks for it; any console error fails it. */
    async render(lang: RouteLang, path: string): Promise<string> {
      const errors = jest.spyOn(console, 'error').mockImplementation((message: unknown, ...rest: unknown[]) => {
        if (!TWO_RENDERERS.test(String(message))) throw new Error(String([message, ...rest]));
      });
      try {
        return (await serverRemote.render(lang, path)).html;
      } finally {
        // The Node renderer leaves the context values of the last piece it rendered (a boundary
        // deep in the page, inside its router) on the context objects, which the browser's renderer
        // reads too in this one process: the parcel's router would find itself inside the server's
        // ("You cannot render a <Router> inside another <Router>"). Its next render starts at the
        // root and puts them back (the streaming renderer's own: renderToString is another copy of
        // it); a browser, which never runs that renderer, needs none of this.
        await new Promise<void>((resolve) => {
          renderToPipeableStream(null, { onAllReady: resolve, onShellError: () => resolve() });
        });
        errors.mockRestore();
      }
    },
    /** Puts the HTML in a host and hydrates it as createParcel does; returns every mismatch React reported. */
    async hydrate(html: string, lang: RouteLang, path: string): Promise<unknown[]> {
      const host = document.createElement('div');
      host.innerHTML = html;
      document.body.append(host);
      const mismatches: unknown[] = [];
      const errors = jest.spyOn(console, 'error').mockImplementation((message: unknown, ...rest: unknown[]) => {
        if (!TWO_RENDERERS.test(String(message))) mismatches.push([message, ...rest]);
      });
      const props: RemoteProps = { lang, path, query: {}, navigate: jest.fn(), setTitle: jest.fn() };
      // The data the server rendered with, as createParcel's mount reads it from the host.
      const served = readServerData(host);
      await act(async () => {
        const phrases = { served: takeServedPhrases(host) };
        root = hydrateRoot(host, parcelElement(definition, props, served ? { served, phrases } : { phrases }), { onRecoverableError: (error) => mismatches.push(error) });
      });
      errors.mockRestore();
      return mismatches;
    },
    /** Unmounts what `hydrate` mounted; for afterEach. */
    cleanup(): void {
      act(() => root?.unmount());
      root = undefined;
      document.body.replaceChildren();
    },
  };
}

/**
 * The text a reader sees in server HTML, without the markup. A span is inline and adds no space
 * (a Chinese heading is a run of phrase spans); any other tag counts as a space.
 */
export const textOf = (html: string): string =>
  html.replace(/<\/?span\b[^<>]*>/g, '').replace(/<[^<>]*>/g, ' ').replace(/\s+/g, ' ');

/**
 * Fails the test when the build-time render warned: a region it could not finish ("left to the
 * browser") would reach crawlers and visitors without JavaScript as a loading state.
 */
export function failOnPrerenderWarnings(): void {
  const warn = jest.spyOn(console, 'warn');
  afterEach(() => {
    expect(warn).not.toHaveBeenCalled();
  });
}

/** A posted form's answer that is the page's outcome, not a move elsewhere: the test fails on anything else. */
export function answeredWithOutcome(result: FormActionResult | FormActionRedirect | undefined): FormActionResult {
  if (!result) throw new Error('The post was not taken: the page has no form of that name.');
  if ('redirect' in result) throw new Error(`The post redirected to ${result.redirect} instead of answering with the page.`);
  return result;
}
