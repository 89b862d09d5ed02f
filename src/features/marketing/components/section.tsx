import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** the brand gold, darkened to 4.5:1 on white for small text */
const GOLD_ON_LIGHT = '#7a5c0c';

type SectionTone = 'plain' | 'muted' | 'dark';

const TONES: Record<SectionTone, SxProps<Theme>> = {
  plain: { bgcolor: 'background.paper' },
  muted: { bgcolor: 'background.default' },
  dark: { bgcolor: 'primary.dark', color: 'common.white' },
};

interface SectionProps {
  /** id of the heading that names the section (aria-labelledby) */
  labelledBy: string;
  id?: string;
  tone?: SectionTone;
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** One band of a marketing page: a labelled section with the page's container and spacing. */
export function Section({ labelledBy, id, tone = 'plain', children, sx }: SectionProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={labelledBy}
      sx={[{ py: { xs: 7, md: 10 }, scrollMarginTop: 80 }, TONES[tone], ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Container maxWidth="lg">{children}</Container>
    </Box>
  );
}

interface SectionHeadingProps {
  id: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  align?: 'left' | 'center';
  /** on a dark band */
  inverted?: boolean;
}

/** A section's h2, with an optional line above it and an introduction below. */
export function SectionHeading({ id, title, eyebrow, intro, align = 'left', inverted = false }: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <Box sx={{ textAlign: align, maxWidth: centered ? 720 : 'none', mx: centered ? 'auto' : 0, mb: { xs: 4, md: 6 } }}>
      {eyebrow && (
        <Typography
          component="p"
          variant="overline"
          sx={{ color: inverted ? 'secondary.main' : GOLD_ON_LIGHT, fontWeight: 700, letterSpacing: 2 }}
        >
          {eyebrow}
        </Typography>
      )}
      <Typography id={id} component="h2" variant="h3" sx={{ fontSize: { xs: 30, md: 40 } }}>
        {title}
      </Typography>
      {intro && (
        <Typography sx={{ mt: 2, fontSize: 18, color: inverted ? 'inherit' : 'text.secondary', opacity: inverted ? 0.9 : 1 }}>
          {intro}
        </Typography>
      )}
    </Box>
  );
}
