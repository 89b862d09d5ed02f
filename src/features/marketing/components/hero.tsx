import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/src/config/paths';
import { HOME } from '@/src/config/site';
import { Illustration } from './illustration';
import { Split } from './layout';
import { PartnerStrip } from './partner-strip';

/** 'Learn The Best Investments With Expert Advisors', GET STARTED, and the partner logos. */
export function Hero() {
  const { hero, partners } = HOME;
  return (
    <Box
      component="section"
      aria-labelledby="hero-heading"
      sx={{ color: 'common.white', background: 'linear-gradient(135deg, #0a2342 0%, #0f3460 60%, #1c4f82 100%)' }}
    >
      <Container maxWidth="lg" sx={{ pt: { xs: 8, md: 12 }, pb: { xs: 6, md: 9 } }}>
        <Split ratio={[7, 5]}>
          <Box>
            <Typography component="p" variant="overline" sx={{ color: 'secondary.main', fontWeight: 700, letterSpacing: 2 }}>
              {hero.eyebrow}
            </Typography>
            <Typography id="hero-heading" component="h1" variant="h2" sx={{ fontSize: { xs: 36, sm: 44, md: 56 }, lineHeight: 1.1 }}>
              {hero.title}
            </Typography>
            <Typography sx={{ mt: 3, maxWidth: 580, opacity: 0.92, fontSize: { xs: 17, md: 19 } }}>{hero.text}</Typography>
            <Box sx={{ mt: 5, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
              <Button
                component={RouterLink}
                to={paths.accountDeposit}
                variant="contained"
                color="secondary"
                size="large"
                sx={{ px: 4, py: 1.5 }}
              >
                {hero.cta}
              </Button>
              <Button
                component={RouterLink}
                to={paths.services}
                variant="outlined"
                size="large"
                sx={{
                  px: 4,
                  py: 1.5,
                  color: 'common.white',
                  borderColor: 'rgba(255,255,255,0.7)',
                  '&:hover': { borderColor: 'common.white' },
                }}
              >
                {hero.secondary}
              </Button>
            </Box>
          </Box>
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <Illustration image={hero.image} priority />
          </Box>
        </Split>
      </Container>
      <Box sx={{ borderTop: 1, borderColor: 'rgba(255,255,255,0.14)', bgcolor: 'rgba(0,0,0,0.18)', py: 2 }}>
        <Container maxWidth="lg">
          <Typography component="p" variant="body2" sx={{ textAlign: 'center', opacity: 0.9, mb: 1 }}>
            {hero.partnersLabel}
          </Typography>
          <PartnerStrip partners={partners} />
        </Container>
      </Box>
    </Box>
  );
}
