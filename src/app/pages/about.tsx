import { PageHero } from '@/src/components/ui/page-hero';
import { ABOUT } from '@/src/config/site';
import { AboutColumns } from '@/src/features/marketing/components/about-columns';
import { AboutFoundation } from '@/src/features/marketing/components/about-foundation';
import { LearningBanner } from '@/src/features/marketing/components/learning-banner';

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
