import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { HOME } from '@/src/config/site';
import { Illustration } from './illustration';
import { Split } from './layout';
import { Reveal } from './reveal';
import { Section, SectionHeading } from './section';
import { TrustedCounter } from './trusted-counter';

/** 'How We Work': Our Story, Our Mission and the 'Trusted Company' counter. */
export function HowWeWork() {
  const { howWeWork } = HOME;
  return (
    <Section labelledBy="how-we-work-heading">
      <Split ratio={[5, 7]}>
        <Reveal sx={{ order: { xs: 2, md: 1 } }}>
          <Illustration image={howWeWork.image} />
        </Reveal>
        <Box sx={{ order: { xs: 1, md: 2 } }}>
          <SectionHeading id="how-we-work-heading" title={howWeWork.title} intro={howWeWork.intro} />
          {[howWeWork.story, howWeWork.mission].map((part, index) => (
            <Reveal key={part.title} delay={index * 120} sx={{ mb: 3 }}>
              <Typography component="h3" variant="h5" sx={{ mb: 1 }}>
                {part.title}
              </Typography>
              <Typography color="text.secondary">{part.text}</Typography>
            </Reveal>
          ))}
          <TrustedCounter label={howWeWork.counter.label} target={howWeWork.counter.target} />
        </Box>
      </Split>
    </Section>
  );
}
