import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';

/** A page's banner with its heading and a 'Home > Page' breadcrumb. */
export function PageHero({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box sx={{ bgcolor: 'primary.main', color: 'common.white', py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        <Typography component="h1" variant="h3">
          {title}
        </Typography>
        <Breadcrumbs aria-label="Breadcrumb" sx={{ mt: 1.5, color: 'inherit', '& .MuiBreadcrumbs-separator': { color: 'inherit' } }}>
          <Link component={RouterLink} to={paths.home} color="inherit">
            Home
          </Link>
          <Typography color="inherit" aria-current="page">
            {title}
          </Typography>
        </Breadcrumbs>
        {children}
      </Container>
    </Box>
  );
}
