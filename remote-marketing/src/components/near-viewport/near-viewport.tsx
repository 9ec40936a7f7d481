import type { CSSProperties, ReactNode } from 'react';
import { useInView } from '../../lib/use-in-view';

export interface NearViewportProps {
  children: ReactNode;
  /** Space kept for the content before and while it loads, so nothing below it moves. */
  className?: string;
  style?: CSSProperties;
  /** How far ahead of the viewport to start. */
  rootMargin?: string;
}

/**
 * Renders its children only once the visitor scrolls near them: a region below the fold (the
 * rate widget) then costs nothing on the first load.
 */
export function NearViewport({ children, className, style, rootMargin = '600px 0px' }: NearViewportProps) {
  const [ref, near] = useInView<HTMLDivElement>({ rootMargin });
  return (
    <div ref={ref} className={className} style={style}>
      {near ? children : null}
    </div>
  );
}
