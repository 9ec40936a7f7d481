import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { useInView } from './use-in-view';
import { useReducedMotion } from './use-reduced-motion';

export interface Rotation {
  index: number;
  select: (index: number) => void;
  next: () => void;
  previous: () => void;
  /** Rotation is not running now (hover, focus, out of view, the visitor's pause, or reduced motion). */
  paused: boolean;
  /** The visitor (or a reduced-motion preference) stopped the rotation; only Play restarts it. */
  stopped: boolean;
  toggle: () => void;
  /** Spread on the element that holds the rotating content and its controls. */
  regionProps: {
    ref: (element: HTMLElement | null) => void;
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: (event: FocusEvent<HTMLElement>) => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/** A focus that came from the keyboard (a click focuses too, and should not keep the rotation paused). */
function isKeyboardFocus(target: Element): boolean {
  try {
    return target.matches(':focus-visible');
  } catch {
    return true; // an engine without :focus-visible: pause on every focus, the safe side
  }
}

/**
 * Advances through `count` items every `intervalMs` (3000 ms on the site's banners and rotations). The timer restarts
 * whenever the item changes, so a visitor's choice stays a full interval. It pauses while the
 * pointer is over the region or keyboard focus is inside it (WCAG 2.2.2), and starts stopped
 * when the visitor prefers reduced motion.
 *
 * It also waits while the region is out of view: nobody is reading what would change, and a
 * visitor who scrolls back finds the item they left, which then gets a full interval.
 */
export function useRotation(count: number, intervalMs: number): Rotation {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Bumped when the visitor picks an item or the pointer leaves: the next item then waits a full
  // interval, even when the pick is the item already shown or React batched enter and leave.
  const [restarts, setRestarts] = useState(0);
  // null until the visitor presses Pause or Play: until then a reduced-motion preference decides.
  const [choice, setChoice] = useState<'stopped' | 'running' | null>(null);
  // In view until the browser says otherwise: a rotation shown at once starts at once.
  const [regionRef, inView] = useInView<HTMLElement>({ follow: true, initial: true });
  const stopped = choice === null ? reducedMotion : choice === 'stopped';
  const paused = hovered || focused || stopped || !inView;

  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [paused, index, count, intervalMs, restarts]);

  const select = useCallback(
    (next: number) => {
      setIndex(((next % count) + count) % count);
      setRestarts((value) => value + 1);
    },
    [count],
  );

  return {
    index,
    select,
    next: () => select(index + 1),
    previous: () => select(index - 1),
    paused,
    stopped,
    toggle: () => {
      setChoice(stopped ? 'running' : 'stopped');
      // Play pressed from the keyboard: the visitor asked for motion while focus is inside.
      setFocused(false);
    },
    regionProps: {
      ref: regionRef,
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => {
        setHovered(false);
        setRestarts((value) => value + 1);
      },
      onFocus: (event) => {
        if (isKeyboardFocus(event.target)) setFocused(true);
      },
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
