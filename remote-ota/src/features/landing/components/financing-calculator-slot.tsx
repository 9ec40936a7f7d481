import type { FinancingEstimate } from '@site/shared/financing';
import { lazyWhenNear } from '@site/shared/motion';
import { siteStore } from '@site/shared/store';
import type { FinancingCalculatorProps } from '@site/shared/tools';
import type { PageProps } from '../../../lib/page-props';
import { DemoRequestRegion } from './demo-request-region';
import styles from './financing-calculator-slot.module.css';

// The calculator (its code and strings) loads 400 px before it scrolls into view, never with the
// page's first load; until then the slot is an empty box of the calculator's height.
const CalculatorSlot = lazyWhenNear<FinancingCalculatorProps>(
  () => import(/* webpackChunkName: "tool-calculator" */ '@site/shared/tools').then((module) => ({ default: module.FinancingCalculator })),
  { className: styles.slot },
);

/** "Talk to us": the Watch-a-Demo drawer for OTA Finance, with the figures only when the visitor agreed. */
const talkToUs = (estimate: FinancingEstimate | undefined) => siteStore.getState().openDemoRequest('OTA_FINANCE', estimate);

/**
 * What OTA financing would cost (the published terms: from 10 % p.a., up to 120 days, up to USD 50 million):
 * the shared financing-cost calculator, and the Watch-a-Demo drawer its "Talk to us" opens.
 */
export function FinancingCalculatorSlot({ lang, navigate, query }: PageProps) {
  return (
    <>
      <CalculatorSlot lang={lang} product="OTA_FINANCE" onTalk={talkToUs} query={query} />
      <DemoRequestRegion lang={lang} navigate={navigate} />
    </>
  );
}
