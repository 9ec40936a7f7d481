import { useMemo } from 'react';
import type { RouteLang } from '@site/shared/lang';
import { RemoteParcel } from '@site/shared/parcel';
import { NearViewport } from '../near-viewport/near-viewport';
import styles from './fx-widget.module.css';

export interface FxWidgetProps {
  /** Which layout the fx remote renders: Home's section or the payment page's rates chart. */
  variant: 'home' | 'payment';
  lang: RouteLang;
  navigate: (to: string) => void;
}

const keepTitle = () => undefined;

/**
 * The exchange-rate widget of remote-fx (spec 2.3, 2.10), mounted through federation when the
 * visitor nears it. Its height is reserved by CSS (--fx-slot-height) so nothing shifts.
 */
export function FxWidget({ variant, lang, navigate }: FxWidgetProps) {
  const query = useMemo(() => ({ variant }), [variant]);
  return (
    <NearViewport className={styles.slot}>
      <RemoteParcel
        id="fx/RateWidget"
        lang={lang}
        path="/"
        query={query}
        navigate={navigate}
        setTitle={keepTitle}
        minHeight="var(--fx-slot-height)"
      />
    </NearViewport>
  );
}
