import type { RemoteProps } from '@site/shared/parcel';
import { RateWidget, type RateWidgetVariant } from '../features/rates/components/rate-widget';

/**
 * The widget's route component (`fx/RateWidget`, src/routes.ts), with the parcel's props. Hosts choose the variant with `query.variant`
 * ('home' by default, or 'payment'). The widget sits in a host section with its own h2 and
 * intro, so its heading is an h3; a host without one sets `query.headingLevel` to '2'.
 * The widget never calls setTitle: it is never a page.
 */
export function Root({ lang, query }: RemoteProps) {
  const variant: RateWidgetVariant = query.variant === 'payment' ? 'payment' : 'home';
  const headingLevel = query.headingLevel === '2' ? 2 : 3;
  return <RateWidget lang={lang} variant={variant} headingLevel={headingLevel} />;
}
