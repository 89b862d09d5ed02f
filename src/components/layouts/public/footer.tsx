import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SITE } from '../../../config/site';
import { paths } from '../../../config/paths';

const footerLink = { color: 'inherit', opacity: 0.9, overflowWrap: 'anywhere' } as const;

/** Footer: quick links, support, contact details and the risk notice (DESIGN.md section 6). */
export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'common.white', mt: 'auto', pt: 6, pb: 4 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
              {SITE.name}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, opacity: 0.9, maxWidth: 380 }}>
              {SITE.tagline}
            </Typography>
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              Quick Links
            </Typography>
            <Stack spacing={0.75}>
              <Link component={RouterLink} to={paths.about} sx={footerLink}>About</Link>
              <Link component={RouterLink} to={paths.services} sx={footerLink}>Services</Link>
              <Link component={RouterLink} to={paths.terms} sx={footerLink}>Terms and Conditions</Link>
              <Link component={RouterLink} to={paths.privacy} sx={footerLink}>Privacy</Link>
            </Stack>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              Support
            </Typography>
            <Stack spacing={0.75}>
              <Link component={RouterLink} to={paths.contact} sx={footerLink}>Contact</Link>
              <Link href={`mailto:${SITE.supportEmail}`} sx={footerLink}>{SITE.supportEmail}</Link>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              Visit us
            </Typography>
            <Typography variant="body2" component="address" sx={{ fontStyle: 'normal', opacity: 0.9 }}>
              {SITE.address}
              <br />
              {SITE.openingHours}
            </Typography>
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'rgba(255,255,255,0.2)', opacity: 0.9 }}>
          {SITE.riskNotice}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, opacity: 0.9 }}>
          © {new Date().getFullYear()} {SITE.name}
        </Typography>
      </Container>
    </Box>
  );
}
