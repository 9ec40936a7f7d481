import { HydrateWhenNear } from '@site/shared/motion';
import { ApplicationSection } from '../../features/application/components/application-section';
import { Advantages } from '../../features/home/components/advantages';
import { CooperationModes, KeyFunctions, RefundGuide, ResourceAdvantages, Shareholders } from '../../features/home/components/card-sections';
import { Hero } from '../../features/home/components/hero';
import { StrengthCounters } from '../../features/home/components/strength-counters';
import { Testimonials } from '../../features/home/components/testimonials';

/** The micro-site's home (spec 2.9), in the spec's order of sections, ending with the application form. */
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
