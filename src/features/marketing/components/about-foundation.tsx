import Typography from '@mui/material/Typography';
import { ABOUT } from '@/src/config/site';
import { Illustration } from './illustration';
import { Split } from './layout';
import { Reveal } from './reveal';
import { Section, SectionHeading } from './section';
import { TickList } from './tick-list';

/** The community foundation section: heading, company blurb and the four ticks. */
export function AboutFoundation() {
  const { foundation } = ABOUT;
  return (
    <Section labelledBy="foundation-heading">
      <Split ratio={[5, 7]}>
        {/* the page's largest paint, right under its banner: there at once, not faded in after the
            scripts (an element at opacity 0 is not painted) */}
        <Illustration image={foundation.image} priority />
        <Reveal delay={120}>
          <SectionHeading id="foundation-heading" eyebrow={foundation.eyebrow} title={foundation.title} />
          <Typography color="text.secondary" sx={{ fontSize: 18, mt: -2, mb: 4 }}>
            {foundation.text}
          </Typography>
          <TickList items={foundation.ticks} columns={2} />
        </Reveal>
      </Split>
    </Section>
  );
}
