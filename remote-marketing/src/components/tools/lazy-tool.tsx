import { lazy, Suspense, type ComponentType, type JSX } from 'react';
import type { RouteLang } from '@site/shared/lang';
import { useInView } from '@site/shared/motion';
import styles from './slot.module.css';

/**
 * A tool's slot: the same empty box of reserved height on the server and in the first client
 * render, and the tool's code and copy (its own chunk and the `tools` namespace) only when the
 * visitor scrolls near it. Until then the page's first load carries nothing of it.
 */
export function lazyTool<P extends { lang: RouteLang } & JSX.IntrinsicAttributes>(load: () => Promise<{ default: ComponentType<P> }>, slotClass: string) {
  const Tool = lazy(load) as unknown as ComponentType<P>;
  return function LazyTool(props: P) {
    const [ref, near] = useInView<HTMLDivElement>({ rootMargin: '400px 0px' });
    return (
      <div ref={ref} className={[styles.slot, styles[slotClass]].filter(Boolean).join(' ')}>
        {near ? (
          <Suspense fallback={null}>
            <Tool {...props} />
          </Suspense>
        ) : null}
      </div>
    );
  };
}

export const EligibilityCheckSlot = lazyTool(() => import(/* webpackChunkName: "tool-eligibility" */ './eligibility-check'), 'eligibilitySlot');

export const FinancingCalculatorSlot = lazyTool(() => import(/* webpackChunkName: "tool-calculator" */ './financing-calculator'), 'calculatorSlot');
