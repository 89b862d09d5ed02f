import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SITE } from '../../config/site';
import { paths } from '../../config/paths';

/** The company mark and name; always links home (SPEC.md: the logo goes to /). */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link
      component={RouterLink}
      to={paths.home}
      underline="none"
      aria-label={`${SITE.name} home`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, color: inverted ? 'common.white' : 'primary.main' }}
    >
      <Box component="img" src="/logo.svg" alt="" width={36} height={36} sx={{ display: 'block' }} />
      <Typography component="span" variant="h6" sx={{ fontWeight: 800, letterSpacing: '-0.01em', color: 'inherit' }}>
        {SITE.name}
      </Typography>
    </Link>
  );
}
