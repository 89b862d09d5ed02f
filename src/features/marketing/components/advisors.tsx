import { HOME } from '@/src/config/site';
import { FeatureCard } from './feature-card';
import { CardGrid } from './layout';
import { MARKETING_ICONS } from './icons';
import { Reveal } from './reveal';
import { Section, SectionHeading } from './section';

/** 'Grow with advisors you trust' and its three blurbs. */
export function Advisors() {
  const { advisors } = HOME;
  return (
    <Section labelledBy="advisors-heading" tone="muted">
      <SectionHeading id="advisors-heading" title={advisors.title} intro={advisors.intro} align="center" />
      <CardGrid columns={{ xs: 1, md: 3 }}>
        {advisors.blurbs.map((blurb, index) => (
          <Reveal key={blurb.title} delay={index * 120} sx={{ height: '100%' }}>
            <FeatureCard icon={MARKETING_ICONS[blurb.icon]} title={blurb.title} text={blurb.text} />
          </Reveal>
        ))}
      </CardGrid>
    </Section>
  );
}
