import { useEffect, useState } from 'react';
import { COUNTER_DURATION_MS } from '../config/timing';
import { useReducedMotion } from '@site/shared/motion';

const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * Counts from 0 to `target` over `durationMs` once `start` is true (spec 2.9, 9: 1000 ms).
 * With reduced motion the target shows at once.
 */
export function useCountUp(target: number, start: boolean, durationMs: number = COUNTER_DURATION_MS): number {
  const reducedMotion = useReducedMotion();
  const [value, setValue] = useState(0);

  const animate = start && !reducedMotion && durationMs > 0;

  useEffect(() => {
    if (!animate) return undefined;
    let frame = 0;
    let startedAt: number | undefined;
    const step = (now: number) => {
      startedAt ??= now;
      const progress = Math.min(1, (now - startedAt) / durationMs);
      setValue(Math.round(target * easeOutCubic(progress)));
      if (progress < 1) frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(frame);
  }, [animate, target, durationMs]);

  if (start && !animate) return target;
  return value;
}
