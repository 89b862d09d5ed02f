import { SERVICES } from '@/src/config/site';
import { FeatureCard } from './feature-card';
import { CardGrid } from './layout';
import { MARKETING_ICONS } from './icons';
import { Reveal } from './reveal';
import { Section, SectionHeading } from './section';

/** The six advisory offerings. */
export function ServiceGrid() {
  return (
    <Section labelledBy="services-heading" tone="muted">
      <SectionHeading id="services-heading" title={SERVICES.heading} intro={SERVICES.intro} align="center" />
      <CardGrid columns={{ xs: 1, sm: 2, md: 3 }}>
        {SERVICES.items.map((service, index) => (
          <Reveal key={service.title} delay={(index % 3) * 120} sx={{ height: '100%' }}>
            <FeatureCard icon={MARKETING_ICONS[service.icon]} title={service.title} text={service.text} />
          </Reveal>
        ))}
      </CardGrid>
    </Section>
  );
}
