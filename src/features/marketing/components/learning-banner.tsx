import Typography from '@mui/material/Typography';
import { ABOUT } from '@/src/config/site';
import { Split } from './layout';
import { PlayTile } from './play-tile';
import { Reveal } from './reveal';
import { Section } from './section';

/** 'The Best Investment Learning Solution' with the 'Ultimate Stock Trading' play tile. */
export function LearningBanner() {
  const { learning } = ABOUT;
  return (
    <Section labelledBy="learning-heading" tone="dark">
      <Split>
        <Reveal>
          <Typography id="learning-heading" component="h2" variant="h3" sx={{ fontSize: { xs: 30, md: 40 } }}>
            {learning.title}
          </Typography>
          <Typography sx={{ mt: 2, fontSize: 18, opacity: 0.9 }}>{learning.text}</Typography>
        </Reveal>
        <Reveal delay={120}>
          <PlayTile title={learning.tile.title} text={learning.tile.text} to={learning.tile.to} />
        </Reveal>
      </Split>
    </Section>
  );
}
