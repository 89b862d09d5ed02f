import { PageHero } from '../../components/ui/page-hero';
import { SERVICES } from '../../config/site';
import { InvestBanner } from '../../features/marketing/components/invest-banner';
import { ServiceGrid } from '../../features/marketing/components/service-grid';

export function ServicesPage() {
  return (
    <>
      <PageHero title={SERVICES.title} />
      <ServiceGrid />
      <InvestBanner />
    </>
  );
}
