import { act, startTransition, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { lazyWhenNear } from '@site/shared/motion';
import { holdIntersections } from '@site/shared/testing/intersection';
import { holdEarlyEvents } from './early-events';

/** A tool below the fold, as the Amazon page's eligibility check: one controlled field and what it holds. */
function Check() {
  const [months, setMonths] = useState('');
  return (
    <form aria-label="Check">
      <label>
        Months <input value={months} onChange={(event) => setMonths(event.target.value)} />
      </label>
      <output>{months}</output>
    </form>
  );
}

function Page({ Tool }: { Tool: ComponentType }) {
  return (
    <main>
      <p>In view</p>
      <Tool />
    </main>
  );
}

/**
 * The tool's code as the server has it, at hand: a thenable that answers at once, so that React's
 * lazy renders it in the same pass (renderToString does not wait for a chunk).
 */
const atHand = { then: (resolve: (module: { default: typeof Check }) => void) => resolve({ default: Check }) } as unknown as Promise<{ default: typeof Check }>;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let stop: (() => void) | undefined;
let intersections: ReturnType<typeof holdIntersections>;
let container: HTMLElement;

beforeEach(() => {
  intersections = holdIntersections();
  jest.spyOn(console, 'error');
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  stop?.();
  container.remove();
  intersections.restore();
  expect(console.error).not.toHaveBeenCalled();
  jest.restoreAllMocks();
});

const field = () => container.querySelector('input') as HTMLInputElement;
const output = () => container.querySelector('output')?.textContent;

/**
 * The served page with the tool in it; the browser's copy of the tool loads its code when `arrive`
 * is called, as a chunk that is still on its way when the visitor starts typing.
 */
async function serveAndHydrate() {
  container = document.createElement('div');
  // A deferred tool renders its content only where it finds its served copy (or no document, as
  // on the server): a first pass places the slot, a second renders the tool into it.
  const served = <Page Tool={lazyWhenNear(() => atHand)} />;
  container.innerHTML = renderToString(served);
  document.body.append(container);
  container.querySelector('[data-lazy-slot]')?.append('served');
  container.innerHTML = renderToString(served);
  stop = holdEarlyEvents(container);
  let arrive = () => {};
  const chunk = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const Tool = lazyWhenNear((): Promise<{ default: ComponentType }> => chunk.then(() => ({ default: Check })));
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(container, <Page Tool={Tool} />);
    });
  });
  return async () => {
    await act(async () => {
      arrive();
      await chunk;
    });
    // The hold's next poll hands over what was typed.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 80));
    });
  };
}

/** What the browser does as the visitor clicks into a field no script has claimed yet and types. */
const typeNatively = (text: string) =>
  act(async () => {
    field().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    field().value = text;
    field().dispatchEvent(new Event('input', { bubbles: true }));
  });

const scrolledNear = () =>
  act(async () => {
    for (const observer of intersections.observers) if (!observer.disconnected) observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

it("keeps text typed into a deferred tool before its code has arrived, once it is near and hydrated", async () => {
  const codeArrives = await serveAndHydrate();
  expect(field()).toBeTruthy();
  await typeNatively('18');
  await scrolledNear();
  expect(field().value).toBe('18');
  await codeArrives();
  expect(field().value).toBe('18');
  expect(output()).toBe('18');
});

it('keeps text typed into a deferred tool that nears the viewport before the visitor types', async () => {
  const codeArrives = await serveAndHydrate();
  await scrolledNear();
  await typeNatively('24');
  await codeArrives();
  expect(field().value).toBe('24');
  expect(output()).toBe('24');
});
