import { useMemo } from 'react';
import type { RouteLang } from '@site/shared/lang';
import { RemoteParcel } from '@site/shared/parcel';
import { useInView } from '@site/shared/motion';
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
 * visitor nears it (600px ahead), so a page whose widget is below the fold does not load it
 * first. Its height is reserved by CSS (--fx-slot-height) so nothing shifts.
 */
export function FxWidget({ variant, lang, navigate }: FxWidgetProps) {
  const query = useMemo(() => ({ variant }), [variant]);
  const [ref, near] = useInView<HTMLDivElement>({ rootMargin: '600px 0px' });
  return (
    <div ref={ref} className={styles.slot}>
      {near && (
        <RemoteParcel
        id="fx/RateWidget"
          lang={lang}
          path="/"
          query={query}
          navigate={navigate}
          setTitle={keepTitle}
          className={styles.region}
        />
      )}
    </div>
  );
}
