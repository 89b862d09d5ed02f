import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AccessTime from '@mui/icons-material/AccessTime';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import type { ReactNode } from 'react';
import { PageHero } from '../../components/ui/page-hero';
import { SITE } from '../../config/site';

const ROWS: { icon: ReactNode; label: string; value: ReactNode }[] = [
  { icon: <LocationOnOutlined />, label: 'Location', value: SITE.address },
  { icon: <EmailOutlined />, label: 'Email', value: <Link href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</Link> },
  { icon: <PhoneOutlined />, label: 'Phone', value: <Link href={`tel:${SITE.phone.replace(/[^+\d]/g, '')}`}>{SITE.phone}</Link> },
  { icon: <AccessTime />, label: 'Opening', value: SITE.openingHours },
];

export function ContactPage() {
  return (
    <>
      <PageHero title="Contact" />
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Typography component="h2" variant="h4" sx={{ mb: 3 }}>
          Get In Touch
        </Typography>
        <Grid container spacing={3}>
          {ROWS.map((row) => (
            <Grid key={row.label} size={{ xs: 12, sm: 6, md: 3 }}>
              <Paper variant="outlined" sx={{ p: 3, height: '100%', borderRadius: 2 }}>
                <Typography sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
                  {row.icon}
                </Typography>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 1 }}>
                  {row.label}
                </Typography>
                <Typography color="text.secondary">{row.value}</Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Container>
    </>
  );
}
