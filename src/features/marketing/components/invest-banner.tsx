import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/src/config/paths';
import { INVEST_BANNER } from '@/src/config/site';
import { useSession } from '@/src/lib/auth/use-session';
import { Reveal } from './reveal';
import { MIRRORED_IN_RTL } from '@/src/components/ui/mirrored';

/**
 * 'Take Time To Learn Investing' with 'Invest Now!', whose target depends on the visitor:
 * visitors go to sign-up, signed-in investors to their account.
 */
export function InvestBanner() {
  const signedIn = useSession() !== null;
  return (
    <Box
      component="section"
      aria-labelledby="invest-banner-heading"
      sx={{
        color: 'common.white',
        background: 'linear-gradient(120deg, #0a2342 0%, #0f3460 55%, #1c4f82 100%)',
        py: { xs: 7, md: 9 },
      }}
    >
      <Container maxWidth="lg">
        <Reveal
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { xs: 'flex-start', md: 'center' },
            justifyContent: 'space-between',
            gap: 4,
          }}
        >
          <Box sx={{ maxWidth: 640 }}>
            <Typography id="invest-banner-heading" component="h2" variant="h3" sx={{ fontSize: { xs: 28, md: 38 } }}>
              {INVEST_BANNER.title}
            </Typography>
            <Typography sx={{ mt: 1.5, fontSize: 18, opacity: 0.9 }}>{INVEST_BANNER.text}</Typography>
          </Box>
          <Button
            component={RouterLink}
            to={signedIn ? paths.account : paths.signup}
            // the prerendered page has no React: its script follows this (src/lib/enhance/invest-link.ts)
            data-signed-in-href={paths.account}
            variant="contained"
            color="secondary"
            size="large"
            endIcon={<ArrowForward sx={MIRRORED_IN_RTL} />}
            sx={{ flexShrink: 0, px: 4, py: 1.5 }}
          >
            {INVEST_BANNER.cta}
          </Button>
        </Reveal>
      </Container>
    </Box>
  );
}
