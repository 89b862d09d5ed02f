import { PageHero } from '../../components/ui/page-hero';
import { ABOUT } from '../../config/site';
import { AboutColumns } from '../../features/marketing/components/about-columns';
import { AboutFoundation } from '../../features/marketing/components/about-foundation';
import { LearningBanner } from '../../features/marketing/components/learning-banner';

export function AboutPage() {
  return (
    <>
      <PageHero title={ABOUT.title} />
      <AboutFoundation />
      <LearningBanner />
      <AboutColumns />
    </>
  );
}
