import { lazy } from 'react';
import { HydrateWhenNear } from '@site/shared/motion';
import type { RemoteProps } from '@site/shared/parcel';
import type { PageHandle } from '@site/shared/pages';
import { Advantages } from '../../features/home/components/advantages';
import { CooperationModes, KeyFunctions, RefundGuide, ResourceAdvantages, Shareholders } from '../../features/home/components/card-sections';
import { Hero } from '../../features/home/components/hero';
import { StrengthCounters } from '../../features/home/components/strength-counters';
import { Testimonials } from '../../features/home/components/testimonials';

export { applicationAction as action, applicationLoader as loader } from '../../features/application/loaders';

export const handle: PageHandle = { head: { key: 'home' }, indexable: true };

/**
 * The application form at the end of the page, with its validation and api client: its code loads
 * only when the visitor nears it (the served page shows it from the start).
 */
const ApplicationSection = lazy(() => import('../../features/application/components/application-section').then((module) => ({ default: module.ApplicationSection })));

/** The micro-site's home, its sections in their fixed order, ending with the application form. */
export function HomePage({ channelId }: { channelId: string | undefined }) {
  return (
    <>
      <Hero />
      {/* Below the hero: each section comes to life as the visitor nears it (docs/performance.md). */}
      <HydrateWhenNear>
        <Advantages />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <RefundGuide />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <KeyFunctions />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <CooperationModes />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <ResourceAdvantages />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <StrengthCounters />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <Shareholders />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <Testimonials />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <ApplicationSection channelId={channelId} />
      </HydrateWhenNear>
    </>
  );
}

/** The route's page (src/routes.ts): the home, with the channel the visitor came from. */
export default function HomeRoute({ query }: RemoteProps) {
  return <HomePage channelId={query.channelId || undefined} />;
}
