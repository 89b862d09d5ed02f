import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { HOME } from '@/src/config/site';
import { Split } from './layout';
import { Reveal } from './reveal';
import { Section } from './section';

/** 'Depth. Access. Leverage.' with the company's headline figures. */
export function DepthBanner() {
  const { depthBanner } = HOME;
  return (
    <Section labelledBy="depth-heading" tone="dark">
      <Split>
        <Reveal>
          <Typography id="depth-heading" component="h2" variant="h3" sx={{ fontSize: { xs: 32, md: 44 } }}>
            {depthBanner.title}
          </Typography>
          <Typography sx={{ mt: 2, fontSize: 18, opacity: 0.9 }}>{depthBanner.text}</Typography>
        </Reveal>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 3 }}>
          {depthBanner.stats.map((stat, index) => (
            <Reveal
              key={stat.label}
              delay={index * 120}
              sx={{ borderLeft: 3, borderColor: 'secondary.main', pl: 2, display: 'flex', flexDirection: 'column-reverse' }}
            >
              <Typography component="dt" sx={{ opacity: 0.9 }}>
                {stat.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: 34, fontWeight: 800, color: 'secondary.main' }}>
                {stat.value}
              </Typography>
            </Reveal>
          ))}
        </Box>
      </Split>
    </Section>
  );
}
