import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';

/**
 * A disclosure dropdown (a `<details>` whose `<summary>` opens a list of links), the navigation
 * pattern WAI recommends over ARIA menus. As HTML it opens and closes without JavaScript, and the
 * browser tells assistive technology whether it is open; with JavaScript the state is React's, and
 * Escape closes and returns focus, a click or focus outside closes.
 */
export function useDropdown<T extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<T>(null);
  const summaryRef = useRef<HTMLElement>(null);

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) summaryRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onFocus = (event: FocusEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open, close]);

  return {
    open,
    setOpen,
    close,
    containerRef,
    detailsProps: { open },
    summaryProps: {
      ref: summaryRef,
      // React holds the state: the browser's own toggle would disagree with it.
      onClick: (event: MouseEvent<HTMLElement>) => {
        event.preventDefault();
        setOpen((value) => !value);
      },
    },
  };
}
