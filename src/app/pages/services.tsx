import { PageHero } from '@/src/components/ui/page-hero';
import { SERVICES } from '@/src/config/site';
import { InvestBanner } from '@/src/features/marketing/components/invest-banner';
import { ServiceGrid } from '@/src/features/marketing/components/service-grid';

export function ServicesPage() {
  return (
    <>
      <PageHero title={SERVICES.title} />
      <ServiceGrid />
      <InvestBanner />
    </>
  );
}
