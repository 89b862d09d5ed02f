import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/src/config/paths';
import { UI_TEXT } from './texts';
import { MIRRORED_IN_RTL } from './mirrored';

/** A page's banner with its h1 and a 'Home > Page' breadcrumb. */
export function PageHero({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box
      sx={{
        color: 'common.white',
        background: 'linear-gradient(135deg, #0a2342 0%, #0f3460 65%, #1c4f82 100%)',
        borderBottom: 4,
        borderColor: 'secondary.main',
        py: { xs: 6, md: 9 },
      }}
    >
      <Container maxWidth="lg">
        <Typography component="h1" variant="h3" sx={{ fontSize: { xs: 34, md: 48 } }}>
          {title}
        </Typography>
        <Breadcrumbs
          aria-label={UI_TEXT.breadcrumb}
          separator={<NavigateNext fontSize="small" sx={MIRRORED_IN_RTL} />}
          sx={{ mt: 1.5, color: 'inherit', '& .MuiBreadcrumbs-separator': { color: 'secondary.main' } }}
        >
          <Link component={RouterLink} to={paths.home} color="inherit" sx={{ fontWeight: 600 }}>
            {UI_TEXT.home}
          </Link>
          <Typography color="inherit" aria-current="page" sx={{ opacity: 0.9 }}>
            {title}
          </Typography>
        </Breadcrumbs>
        {children}
      </Container>
    </Box>
  );
}
