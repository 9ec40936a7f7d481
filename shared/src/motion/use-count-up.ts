import { useEffect, useState } from 'react';

export interface CountUpOptions {
  /** Start counting (the element came into view). */
  run: boolean;
  durationMs: number;
  /** Reduced motion: show the target at once. */
  instant: boolean;
}

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that climbs from 0 to `target` over `durationMs` once `run` turns true:
 * the company-strength figures of the site and of the export-refund micro-site.
 * Until then it is the target itself: the server-rendered page, and a reader without JavaScript,
 * show the real figures, not zeros.
 */
export function useCountUp(target: number, { run, durationMs, instant }: CountUpOptions): number {
  const [value, setValue] = useState<number | null>(null);
  useEffect(() => {
    if (instant || !run) return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs);
      setValue(Math.round(target * easeOut(progress)));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, run, durationMs, instant]);
  return instant || value === null ? target : value;
}
