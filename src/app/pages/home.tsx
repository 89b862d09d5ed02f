import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SITE } from '../../config/site';

export function HomePage() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-heading"
      sx={{
        color: 'common.white',
        background: 'linear-gradient(135deg, #0a2342 0%, #0f3460 60%, #1c4f82 100%)',
        py: { xs: 10, md: 16 },
      }}
    >
      <Container maxWidth="lg">
        <Typography variant="overline" component="p" sx={{ color: 'secondary.main', fontWeight: 700, letterSpacing: 2 }}>
          {SITE.name}
        </Typography>
        <Typography id="hero-heading" component="h1" variant="h2" sx={{ maxWidth: 760, fontSize: { xs: 36, md: 56 } }}>
          Learn The Best Investments With Expert Advisors
        </Typography>
        <Typography sx={{ mt: 2, maxWidth: 600, opacity: 0.9, fontSize: 18 }}>
          Plans across cryptocurrency, precious metals, real estate and more, with a daily return you can follow from your
          own account.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 5 }}>
          <Button component={RouterLink} to={paths.accountDeposit} variant="contained" color="secondary" size="large">
            GET STARTED
          </Button>
          <Button component={RouterLink} to={paths.services} variant="outlined" size="large" sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.6)' }}>
            Our services
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
