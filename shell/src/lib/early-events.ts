/**
 * What a visitor does to a server-rendered page before its scripts have hydrated it is kept, not
 * lost (docs/composition.md, "Before hydration").
 *
 * Until React has hydrated a piece of the served HTML, its buttons do nothing, a form's native
 * submission would leave the page, and text typed into a field is on screen but not in the form's
 * state, so the form would think it empty. From the moment `main.js` runs, this module:
 * - holds back clicks on controls and form submissions inside the served HTML that React has not
 *   hydrated yet, and replays them, in order, once it has;
 * - holds navigation keys (arrows, Home, End, Page Up/Down) pressed on such controls, as in a tab
 *   list, and replays them the same way; Enter and Space already arrive as clicks;
 * - remembers the fields typed into before hydration, and tells React their values once it has.
 * Elements React has hydrated (or rendered itself) pass untouched: the hold costs nothing after
 * start-up. Links and disclosure summaries keep their native behaviour, which already does what
 * the hydrated page would.
 *
 * "Hydrated" is read from the element itself: React attaches its props to every DOM node it owns
 * (an own property whose name starts with `__reactProps$`, in React 17 to 19). The test beside
 * this file hydrates real markup with react-dom, so an upgrade that changed this would fail there.
 *
 * This file runs before the federation boundary, so it imports nothing.
 */

/** Controls whose click does something only once hydrated; links are left to the browser. */
const CONTROL = [
  'button',
  'label',
  'input[type="checkbox"]',
  'input[type="radio"]',
  'input[type="submit"]',
  'input[type="button"]',
  'input[type="reset"]',
  '[role="button"]',
  '[role="tab"]',
  '[role="switch"]',
  '[role="checkbox"]',
  '[role="menuitem"]',
  '[role="option"]',
].join(',');
const FIELD = 'input, textarea, select';
const NAVIGATION_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

/** How long a held action waits for its region; a region that never hydrates shows Retry instead. */
const GIVE_UP_MS = 30_000;
const POLL_MS = 25;

type Held =
  | { kind: 'click'; target: HTMLElement; at: number }
  | { kind: 'key'; target: HTMLElement; init: KeyboardEventInit; at: number }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null; at: number }
  | { kind: 'field'; field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement; value: string; at: number };

interface FiberLike {
  tag: number;
  flags: number;
  alternate: FiberLike | null;
  return: FiberLike | null;
}

/** React's fiber flags (react-reconciler ReactFiberFlags, 16 to 19): a node inserted or being hydrated. */
const PLACEMENT = 0b10;
const HYDRATING = 0b1_0000_0000_0000;
const HOST_ROOT = 3;

/**
 * Whether React has committed the fiber, as React's own `getNearestMountedFiber` decides: a
 * fiber React has hydrated in a render it has not committed yet still carries the Hydrating flag
 * (or sits below one that does), and React ignores events aimed at it.
 */
function isCommitted(fiber: FiberLike): boolean {
  let node = fiber;
  if (!fiber.alternate) {
    for (let next: FiberLike | null = fiber; next; next = next.return) {
      node = next;
      if ((node.flags & (PLACEMENT | HYDRATING)) !== 0) return false;
    }
  } else {
    while (node.return) node = node.return;
  }
  return node.tag === HOST_ROOT;
}

const reactKey = (node: Element, prefix: string) => Object.keys(node).find((key) => key.startsWith(prefix));

/**
 * React owns the element and has committed it. React attaches its props to each DOM node while it
 * hydrates, before the render is committed (hydration runs in slices); only after the commit does
 * an event there reach its handlers, so a replay waits for that.
 */
export const isHydrated = (node: Element): boolean => {
  const propsKey = reactKey(node, '__reactProps$');
  const fiberKey = reactKey(node, '__reactFiber$');
  if (!propsKey || !fiberKey) return false;
  return isCommitted((node as unknown as Record<string, FiberLike>)[fiberKey] as FiberLike);
};

/**
 * Tells React the value the visitor typed, as if it had just been typed. The value is the one held,
 * not the one on screen: a form that renders again between its hydration and this replay (its
 * lookups arriving) has React write its own state, still empty, over the field.
 */
function syncField(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, typed: string): void {
  if (field instanceof HTMLSelectElement) {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return;
  const focused = field.ownerDocument.activeElement === field;
  const { selectionStart, selectionEnd } = field;
  // React compares an input event's value with the one it last saw through the element's own
  // `value` setter. Set another value through that setter, then the typed one past it (the
  // prototype's setter), so React sees a change and its onChange receives the text.
  field.value = typed === '' ? ' ' : '';
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (focused && selectionStart !== null && selectionEnd !== null) {
    try {
      field.setSelectionRange(selectionStart, selectionEnd);
    } catch {
      // Some input types (email, number) have no selection: nothing to restore.
    }
  }
}

function targetOf(held: Held): HTMLElement {
  if (held.kind === 'click' || held.kind === 'key') return held.target;
  if (held.kind === 'submit') return held.form;
  return held.field;
}

function replay(held: Held): void {
  if (held.kind === 'click') held.target.click();
  else if (held.kind === 'key') held.target.dispatchEvent(new KeyboardEvent('keydown', held.init));
  else if (held.kind === 'field') syncField(held.field, held.value);
  else if (held.submitter && held.form.contains(held.submitter)) held.form.requestSubmit(held.submitter);
  else held.form.requestSubmit();
}

/**
 * Starts holding early actions inside `root` (the element holding the served HTML). Returns a
 * function that stops (for tests).
 */
export function holdEarlyEvents(root: HTMLElement, now: () => number = () => Date.now()): () => void {
  const queue: Held[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const pump = () => {
    timer = undefined;
    for (let held = queue[0]; held; held = queue[0]) {
      const target = targetOf(held);
      if (!target.isConnected || now() - held.at > GIVE_UP_MS) {
        queue.shift(); // the region was replaced or never came: the action no longer applies
        continue;
      }
      if (!isHydrated(target)) break;
      queue.shift();
      replay(held);
    }
    if (queue.length > 0) timer = setTimeout(pump, POLL_MS);
  };
  const hold = (held: Held) => {
    // A field typed into twice needs telling once, with what it holds last.
    if (held.kind === 'field') {
      const earlier = queue.find((other): other is Extract<Held, { kind: 'field' }> => other.kind === 'field' && other.field === held.field);
      if (earlier) {
        earlier.value = held.value;
        return;
      }
    }
    queue.push(held);
    if (timer === undefined) timer = setTimeout(pump, POLL_MS);
  };
  const inServedHtml = (node: EventTarget | null): node is Element => node instanceof Element && root.contains(node);

  const onClick = (event: MouseEvent) => {
    if (!inServedHtml(event.target)) return;
    const control = event.target.closest<HTMLElement>(CONTROL);
    if (!control || !root.contains(control) || isHydrated(control)) return;
    // A link that is also a control (About's tabs) goes where it says, as its hydrated click would.
    if (control.closest('a[href]')) return;
    // Keep the order of what the visitor did: a click behind a held one waits too.
    event.preventDefault();
    event.stopImmediatePropagation();
    hold({ kind: 'click', target: control, at: now() });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!NAVIGATION_KEYS.has(event.key) || !inServedHtml(event.target)) return;
    const control = event.target.closest<HTMLElement>(CONTROL);
    if (!control || !root.contains(control) || isHydrated(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    hold({ kind: 'key', target: control, init: { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true }, at: now() });
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !inServedHtml(form) || isHydrated(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    hold({ kind: 'submit', form, submitter: event.submitter instanceof HTMLElement ? event.submitter : null, at: now() });
  };
  const onInput = (event: Event) => {
    if (!inServedHtml(event.target)) return;
    const field = event.target.closest<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(FIELD);
    if (!field) return;
    // A field React owns and nothing held for it: React has seen all of it.
    // One with text still held keeps its entry, with the newest value: React's change check compares
    // the field with what it held when hydrating, the early text already, so the `change` of the
    // visitor leaving the field (or a keystroke restoring that text) tells React nothing, and
    // dropping the entry there lost the text. Handing over the newest value is right either way.
    if (isHydrated(field) && !queue.some((held) => held.kind === 'field' && held.field === field)) return;
    hold({ kind: 'field', field, value: field.value, at: now() });
  };

  const document = root.ownerDocument;
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('input', onInput, true);
  document.addEventListener('change', onInput, true);
  return () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('input', onInput, true);
    document.removeEventListener('change', onInput, true);
    if (timer !== undefined) clearTimeout(timer);
  };
}
