import { useCallback, useEffect, useState } from 'react';

export interface CarouselOptions {
  count: number;
  intervalMs: number;
  /** Reduced motion: the carousel starts stopped (the visitor may still press Play). */
  reducedMotion: boolean;
}

export interface Carousel {
  index: number;
  /** Rotating right now: not stopped, not hovered, no focus inside. */
  playing: boolean;
  /** The visitor's Pause (or reduced motion), as the Pause/Play button shows it. */
  stopped: boolean;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
  toggle: () => void;
  setHovered: (hovered: boolean) => void;
  setFocused: (focused: boolean) => void;
}

/**
 * Rotation of the Home banner (spec 2.3, 9): a slide every `intervalMs`, looping, paused while
 * hovered or focused (WAI-ARIA carousel pattern), stopped by Pause or by reduced motion.
 */
export function useCarousel({ count, intervalMs, reducedMotion }: CarouselOptions): Carousel {
  const [index, setIndex] = useState(0);
  const [hovered, setHoveredState] = useState(false);
  const [focused, setFocused] = useState(false);
  // Bumped by a pick or the pointer leaving: the next slide then waits a full interval, even when
  // the pick is the slide shown or React batched a quick enter and leave into no change.
  const [restarts, setRestarts] = useState(0);
  // null until the visitor presses Pause or Play: until then reduced motion decides.
  const [choice, setChoice] = useState<'play' | 'stop' | null>(null);
  const stopped = choice ? choice === 'stop' : reducedMotion;
  const playing = !stopped && !hovered && !focused;

  const goTo = useCallback(
    (target: number) => {
      setIndex(((target % count) + count) % count);
      setRestarts((value) => value + 1);
    },
    [count],
  );
  const setHovered = useCallback((value: boolean) => {
    setHoveredState(value);
    if (!value) setRestarts((restart) => restart + 1);
  }, []);
  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count]);
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count]);
  const toggle = useCallback(() => setChoice(stopped ? 'play' : 'stop'), [stopped]);

  // A timeout per slide: moving by hand restarts the full interval for the new slide.
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(next, intervalMs);
    return () => clearTimeout(timer);
  }, [playing, index, intervalMs, next, restarts]);

  return { index, playing, stopped, next, previous, goTo, toggle, setHovered, setFocused };
}
