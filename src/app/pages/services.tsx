import { HydrateApart } from '@/src/components/ui/hydrate-apart';
import { HydrateOnView } from '@/src/components/ui/hydrate-on-view';
import { PageHero } from '@/src/components/ui/page-hero';
import { SERVICES } from '@/src/config/site';
import { InvestBanner } from '@/src/features/marketing/components/invest-banner';
import { ServiceGrid } from '@/src/features/marketing/components/service-grid';

export function ServicesPage() {
  return (
    <>
      <PageHero title={SERVICES.title} />
      <HydrateOnView>
        <ServiceGrid />
      </HydrateOnView>
      {/* hydrated at once: its link is the visitor's own (sign-up, or the account when signed in) */}
      <HydrateApart>
        <InvestBanner />
      </HydrateApart>
    </>
  );
}
