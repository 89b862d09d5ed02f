import Link from '@mui/material/Link';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SITE } from '@/src/config/site';
import { paths } from '@/src/config/paths';
import { UI_TEXT } from './texts';

// styled, not Box: width and height must stay attributes (space reserved before the file loads)
const Mark = styled('img')({ display: 'block', flexShrink: 0 });

/** The company mark and name; always links home (/). */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link
      component={RouterLink}
      to={paths.home}
      underline="none"
      aria-label={UI_TEXT.logoHome(SITE.name)}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, color: inverted ? 'common.white' : 'primary.main' }}
    >
      <Mark src="/logo.svg" alt="" width={36} height={36} />
      <Typography component="span" variant="h6" sx={{ fontWeight: 800, letterSpacing: '-0.01em', color: 'inherit' }}>
        {SITE.name}
      </Typography>
    </Link>
  );
}
