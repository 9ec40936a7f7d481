import { act, startTransition, useEffect, useState, type ComponentType, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { lazyWhenNear } from '@site/shared/motion';
import { holdIntersections } from '@site/shared/testing/intersection';
import { holdEarlyEvents, isHydrated } from './early-events';

/** A small form like the site's: a controlled field, a counter button and a submit handler. */
function Enquiry({ onSend }: { onSend: (name: string) => void }) {
  const [name, setName] = useState('');
  const [clicks, setClicks] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend(name);
  };
  return (
    <form onSubmit={submit} aria-label="Enquiry">
      <label>
        Name <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Clicked {clicks}
      </button>
      <button type="submit">Send</button>
      <output>{name}</output>
    </form>
  );
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let stop: (() => void) | undefined;
let container: HTMLElement;
const sent: string[] = [];

/**
 * The same form on a page that renders again as soon as it has hydrated, as a form does when its
 * lookups arrive: React then writes its state ('') over what was typed into the field.
 */
function EnquiryWithLookups({ onSend }: { onSend: (name: string) => void }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    void Promise.resolve().then(() => setLoaded(true));
  }, []);
  return (
    <section aria-busy={!loaded}>
      <Enquiry onSend={onSend} />
    </section>
  );
}

type Page = typeof Enquiry;

/** The served page: the markup the server rendered, before any script has run. */
function serve(Form: Page = Enquiry) {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Form onSend={(name) => sent.push(name)} />);
  document.body.append(container);
  stop = holdEarlyEvents(container);
}

/** React hydrates the page and commits; what was held is not replayed yet. */
async function hydrateOnly(Form: Page = Enquiry) {
  await act(async () => {
    root = hydrateRoot(container, <Form onSend={(name) => sent.push(name)} />);
  });
}

/** The held actions are replayed on the hold's next poll. */
const nextPoll = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 60));
  });

async function hydrate(Form: Page = Enquiry) {
  await hydrateOnly(Form);
  await nextPoll();
}

const field = () => container.querySelector('input') as HTMLInputElement;
const counter = () => container.querySelector('button[type="button"]') as HTMLButtonElement;
const send = () => container.querySelector('button[type="submit"]') as HTMLButtonElement;
const typeNatively = (text: string) => {
  // What the browser does for a keystroke in a field no script has claimed yet.
  field().value = text;
  field().dispatchEvent(new Event('input', { bubbles: true }));
};

beforeEach(() => {
  sent.length = 0;
  jest.spyOn(console, 'error');
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  stop?.();
  container.remove();
  expect(console.error).not.toHaveBeenCalled();
  jest.restoreAllMocks();
});

it('tells whether React owns an element: the served markup is not hydrated, the hydrated one is', async () => {
  serve();
  expect(isHydrated(counter())).toBe(false);
  await hydrate();
  expect(isHydrated(counter())).toBe(true);
});

it('counts an element as hydrated only once React has committed it', async () => {
  // A part of the page whose code has not arrived holds the whole render back: React has attached
  // its props to the field already, but would ignore an event there until it commits.
  let arrive = () => {};
  const code = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  let arrived = false;
  function Late() {
    if (!arrived) throw code;
    return null;
  }
  serve();
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(
        container,
        <>
          <Enquiry onSend={(name) => sent.push(name)} />
          <Late />
        </>,
      );
    });
  });
  expect(Object.keys(field()).some((key) => key.startsWith('__reactProps$'))).toBe(true);
  expect(isHydrated(field())).toBe(false);

  arrived = true;
  await act(async () => {
    arrive();
    await code;
  });
  expect(isHydrated(field())).toBe(true);
});

it('replays a click made before hydration once the button is alive, exactly once', async () => {
  serve();
  counter().click();
  expect(counter().textContent).toBe('Clicked 0');
  await hydrate();
  expect(counter().textContent).toBe('Clicked 1');
  // After hydration clicks go straight to React.
  act(() => counter().click());
  expect(counter().textContent).toBe('Clicked 2');
});

it('keeps text typed before hydration in the form state, so submitting sends it', async () => {
  serve();
  typeNatively('Ada Lovelace');
  await hydrate();
  expect(field().value).toBe('Ada Lovelace');
  expect(container.querySelector('output')?.textContent).toBe('Ada Lovelace');
  act(() => send().click());
  expect(sent).toEqual(['Ada Lovelace']);
});

it('keeps text typed before hydration when the form renders again before the text is handed over', async () => {
  serve(EnquiryWithLookups);
  typeNatively('Ada');
  typeNatively('Ada Lovelace');
  await hydrate(EnquiryWithLookups);
  expect(container.querySelector('section')?.getAttribute('aria-busy')).toBe('false');
  expect(field().value).toBe('Ada Lovelace');
  expect(container.querySelector('output')?.textContent).toBe('Ada Lovelace');
  act(() => send().click());
  expect(sent).toEqual(['Ada Lovelace']);
});

it('keeps text typed before hydration when the field loses focus just after hydrating', async () => {
  serve();
  typeNatively('Ada Lovelace');
  await hydrateOnly();
  // The visitor moves to the next field before the typed text has been handed over: the browser
  // fires `change` on the field React now owns. React compares the field with what it held when it
  // hydrated, the typed text already, so that event tells the form nothing.
  field().dispatchEvent(new Event('change', { bubbles: true }));
  await nextPoll();
  expect(container.querySelector('output')?.textContent).toBe('Ada Lovelace');
  act(() => send().click());
  expect(sent).toEqual(['Ada Lovelace']);
});

it('hands over the newest text when the visitor types on after hydrating, not the early one', async () => {
  serve();
  typeNatively('Ada');
  await hydrateOnly();
  act(() => typeNatively('Ada Lovelace'));
  await nextPoll();
  expect(field().value).toBe('Ada Lovelace');
  expect(container.querySelector('output')?.textContent).toBe('Ada Lovelace');
});

it('holds a submission made before hydration instead of leaving the page, and sends it with the typed text', async () => {
  serve();
  typeNatively('Grace Hopper');
  const native = jest.fn();
  // A submission that reached the browser's default action would navigate away.
  document.addEventListener('submit', native);
  send().click();
  expect(native).not.toHaveBeenCalled();
  expect(sent).toEqual([]);
  await hydrate();
  expect(sent).toEqual(['Grace Hopper']);
  document.removeEventListener('submit', native);
});

it('replays a navigation key pressed on a control before hydration, once', async () => {
  function Tabs() {
    const [selected, setSelected] = useState(0);
    return (
      <div role="tablist" aria-label="Sections">
        {['One', 'Two', 'Three'].map((name, index) => (
          <button
            key={name}
            role="tab"
            aria-selected={selected === index}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') setSelected((current) => (current + 1) % 3);
            }}
          >
            {name}
          </button>
        ))}
      </div>
    );
  }
  container = document.createElement('div');
  container.innerHTML = renderToString(<Tabs />);
  document.body.append(container);
  stop = holdEarlyEvents(container);
  const first = container.querySelector('[role="tab"]') as HTMLElement;
  first.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
  await act(async () => {
    root = hydrateRoot(container, <Tabs />);
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 60));
  });
  const selected = () => container.querySelector('[aria-selected="true"]')?.textContent;
  expect(selected()).toBe('Two');
});

it('leaves a click on a link that is also a control (a tab that links its section) to the browser', async () => {
  container = document.createElement('div');
  container.innerHTML = renderToString(
    <div role="tablist" aria-label="Sections">
      <a role="tab" href="#two" aria-selected="false">
        Two
      </a>
    </div>,
  );
  document.body.append(container);
  stop = holdEarlyEvents(container);
  const reached: EventTarget[] = [];
  const onClick = (event: Event) => reached.push(event.target as EventTarget);
  document.addEventListener('click', onClick);
  const tab = container.querySelector('a') as HTMLAnchorElement;
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  tab.dispatchEvent(click);
  document.removeEventListener('click', onClick);
  // Neither cancelled (the browser follows the link) nor stopped on its way.
  expect(click.defaultPrevented).toBe(false);
  expect(reached).toEqual([tab]);
});

it('drops what was held for markup that was replaced before it hydrated', async () => {
  serve();
  counter().click();
  container.replaceChildren();
  await nextPoll();
  expect(sent).toEqual([]);
});

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

function ToolPage({ Tool }: { Tool: ComponentType }) {
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

describe('a tool deferred until the visitor nears it (lazyWhenNear)', () => {
  let intersections: ReturnType<typeof holdIntersections>;
  beforeEach(() => {
    intersections = holdIntersections();
  });
  afterEach(() => intersections.restore());

  const toolField = () => container.querySelector('input') as HTMLInputElement;
  const output = () => container.querySelector('output')?.textContent;

  /**
   * The served page with the tool in it; the browser's copy of the tool loads its code when `arrive`
   * is called, as a chunk that is still on its way when the visitor starts typing.
   */
  async function serveAndHydrate() {
    container = document.createElement('div');
    // A deferred tool renders its content only where it finds its served copy (or no document, as
    // on the server): a first pass places the slot, a second renders the tool into it.
    const served = <ToolPage Tool={lazyWhenNear(() => atHand)} />;
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
        root = hydrateRoot(container, <ToolPage Tool={Tool} />);
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
  const typeIntoTool = (text: string) =>
    act(async () => {
      toolField().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      toolField().value = text;
      toolField().dispatchEvent(new Event('input', { bubbles: true }));
    });

  const scrolledNear = () =>
    act(async () => {
      for (const observer of intersections.observers) if (!observer.disconnected) observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    });

  it("keeps text typed into a deferred tool before its code has arrived, once it is near and hydrated", async () => {
    const codeArrives = await serveAndHydrate();
    expect(toolField()).toBeTruthy();
    await typeIntoTool('18');
    await scrolledNear();
    expect(toolField().value).toBe('18');
    await codeArrives();
    expect(toolField().value).toBe('18');
    expect(output()).toBe('18');
  });

  it('keeps text typed into a deferred tool that nears the viewport before the visitor types', async () => {
    const codeArrives = await serveAndHydrate();
    await scrolledNear();
    await typeIntoTool('24');
    await codeArrives();
    expect(toolField().value).toBe('24');
    expect(output()).toBe('24');
  });
});
