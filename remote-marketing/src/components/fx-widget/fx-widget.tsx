import { useMemo, useState } from 'react';
import type { RouteLang } from '@site/shared/lang';
import { RemoteParcel, peekServerFragment } from '@site/shared/parcel';
import { useInView } from '@site/shared/motion';
import styles from './fx-widget.module.css';

export interface FxWidgetProps {
  /** Which layout the fx remote renders: Home's section or the payment page's rates chart. */
  variant: 'home' | 'payment';
  lang: RouteLang;
  navigate: (to: string) => void;
}

const keepTitle = () => undefined;
const WIDGET = 'fx/RateWidget';

/**
 * The exchange-rate widget of remote-fx, mounted through federation when the visitor nears it
 * (600px ahead), so a page whose widget is below the fold does not load its code first. Its height
 * is reserved by CSS (--fx-slot-height) so nothing shifts.
 *
 * The slot names the widget it embeds (`data-include`, with its query and region class): the site's
 * server fills it per request with the widget rendered with the latest rates, so the rates are read
 * before any script runs, and without JavaScript (docs/composition.md, "Regions a page embeds").
 * That HTML is shown at once and hydrated when the visitor nears it.
 */
export function FxWidget({ variant, lang, navigate }: FxWidgetProps) {
  const query = useMemo(() => ({ variant }), [variant]);
  const [ref, near] = useInView<HTMLDivElement>({ rootMargin: '600px 0px' });
  const [served] = useState(() => peekServerFragment(WIDGET) !== undefined);
  return (
    <div ref={ref} className={styles.slot} data-include={WIDGET} data-include-query={JSON.stringify(query)} data-include-class={styles.region}>
      {(near || served) && (
        <RemoteParcel id={WIDGET} lang={lang} path="/" query={query} navigate={navigate} setTitle={keepTitle} className={styles.region} active={near} />
      )}
    </div>
  );
}
