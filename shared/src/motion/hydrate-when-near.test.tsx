import { act, render, screen } from '@testing-library/react';
import { startTransition, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { holdIntersections } from '../testing/intersection';
import { HydrateWhenNear } from './hydrate-when-near';

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Pressed {count} times</button>;
}

function Page({ note = 'Served' }: { note?: string }) {
  return (
    <main>
      <p>In view</p>
      <HydrateWhenNear>
        <section aria-label="below the fold">
          <p>{note}</p>
          <Counter />
        </section>
      </HydrateWhenNear>
    </main>
  );
}

const isHydrated = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactProps$'));

describe('HydrateWhenNear', () => {
  let held: ReturnType<typeof holdIntersections>;
  let root: Root | undefined;
  beforeEach(() => {
    held = holdIntersections();
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    held.restore();
    document.body.replaceChildren();
  });

  async function hydrateServedPage() {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Page />);
    document.body.append(host);
    const errors: unknown[] = [];
    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(host, <Page />, { onRecoverableError: (error) => errors.push(error) });
      });
    });
    return errors;
  }

  it('renders its content into the served HTML, with no box of its own', () => {
    const html = renderToString(<Page />);
    expect(html).toContain('Pressed <!-- -->0<!-- --> times');
    expect(html).toMatch(/<div data-hydrate-when-near="[^"]+" class="region">/);
  });

  it('leaves served content as HTML until it nears the viewport, then hydrates it without a mismatch', async () => {
    const errors = await hydrateServedPage();
    const button = screen.getByRole('button', { name: 'Pressed 0 times' });
    expect(isHydrated(button)).toBe(false);
    act(() => button.click());
    expect(button).toHaveTextContent('Pressed 0 times');

    const observer = held.observers.at(-1);
    expect(observer?.options?.rootMargin).toBe('400px 0px');
    expect(observer?.observed).toEqual([screen.getByRole('region', { name: 'below the fold' })]);
    await act(async () => {
      observer?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    });

    expect(observer?.disconnected).toBe(true);
    expect(screen.getByRole('button', { name: 'Pressed 0 times' })).toBe(button);
    expect(isHydrated(button)).toBe(true);
    act(() => button.click());
    expect(button).toHaveTextContent('Pressed 1 times');
    expect(errors).toEqual([]);
  });

  it('hydrates at once when the visitor reaches into the region with the keyboard', async () => {
    await hydrateServedPage();
    const button = screen.getByRole('button', { name: 'Pressed 0 times' });
    await act(async () => {
      button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    expect(isHydrated(button)).toBe(true);
  });

  it('hydrates a waiting region when the page moves on (a navigation), instead of holding the update back', async () => {
    await hydrateServedPage();
    await act(async () => {
      startTransition(() => root?.render(<Page note="Next page" />));
    });
    expect(screen.getByText('Next page')).toBeInTheDocument();
    expect(isHydrated(screen.getByRole('button', { name: 'Pressed 0 times' }))).toBe(true);
    expect(held.observers.at(-1)?.disconnected).toBe(true);
  });

  it('renders at once when the page is rendered in the browser', () => {
    render(<Page />);
    expect(screen.getByRole('button', { name: 'Pressed 0 times' })).toBeInTheDocument();
    expect(held.observers).toEqual([]);
  });
});
