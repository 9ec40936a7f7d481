import type { FinancedProduct } from '@site/shared/financing';
import type { RouteLang } from '@site/shared/lang';
import { lazyWhenNear } from '@site/shared/motion';
import type { FinancingCalculatorProps } from '@site/shared/tools';
import { useDemoRequest, type ProductKey } from '../demo-request/demo-request-context';
import styles from './slot.module.css';

// Each tool is its own chunk, with its strings, loaded 400 px before it scrolls into view: the
// pages' first load carries nothing of them (e2e/tests/site/tools.spec.ts checks it).
export const EligibilityCheckSlot = lazyWhenNear<{ lang: RouteLang; query?: Readonly<Record<string, string>> }>(() => import(/* webpackChunkName: "tool-eligibility" */ './eligibility-check'), {
  className: `${styles.slot} ${styles.eligibilitySlot}`,
});

const CalculatorSlot = lazyWhenNear<FinancingCalculatorProps>(
  () => import(/* webpackChunkName: "tool-calculator" */ '@site/shared/tools').then((module) => ({ default: module.FinancingCalculator })),
  { className: `${styles.slot} ${styles.calculatorSlot}` },
);

export interface FinancingCalculatorSlotProps {
  lang: RouteLang;
  product: FinancedProduct;
  /** The product the Watch-a-Demo drawer is preset to by "Talk to us". */
  demoProduct: ProductKey;
  /** The page's query: the calculator's answers when its form was sent without JavaScript. */
  query?: Readonly<Record<string, string>>;
}

/** The shared financing-cost calculator, whose "Talk to us" opens this remote's demo drawer. */
export function FinancingCalculatorSlot({ lang, product, demoProduct, query }: FinancingCalculatorSlotProps) {
  const { open } = useDemoRequest();
  return <CalculatorSlot lang={lang} product={product} onTalk={(estimate) => open(demoProduct, estimate)} {...(query ? { query } : {})} />;
}
