import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { Logo } from '../../../components/ui/logo';
import { SITE } from '../../../config/site';

const HIGHLIGHTS = [
  { icon: <TrendingUp />, text: 'Plans across crypto, gold, real estate and more' },
  { icon: <ShieldOutlined />, text: 'Your account is protected with modern security' },
  { icon: <SupportAgentOutlined />, text: 'Advisors available every day, 09:00 to 17:00' },
];

/** Sign-in and sign-up frame: a brand panel on wide screens, the form card beside it. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' } }}>
      <Box
        component="aside"
        aria-label={`About ${SITE.name}`}
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: 6,
          color: 'common.white',
          background: 'linear-gradient(160deg, #0a2342 0%, #0f3460 55%, #1c4f82 100%)',
        }}
      >
        <Logo inverted />
        <Box>
          <Typography component="p" variant="h4" sx={{ mb: 3, maxWidth: 420 }}>
            Learn the best investments with expert advisors.
          </Typography>
          <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {HIGHLIGHTS.map((h) => (
              <Stack key={h.text} component="li" direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Box sx={{ color: 'secondary.main', display: 'flex' }} aria-hidden>
                  {h.icon}
                </Box>
                <Typography>{h.text}</Typography>
              </Stack>
            ))}
          </Stack>
        </Box>
        <Typography variant="body2" sx={{ opacity: 0.85 }}>
          {SITE.riskNotice}
        </Typography>
      </Box>
      <Box component="main" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 2, sm: 4 } }}>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 3, sm: 5 }, borderRadius: 2 }}>
          <Box sx={{ display: { xs: 'block', md: 'none' }, mb: 3 }}>
            <Logo />
          </Box>
          <Typography component="h1" variant="h4">
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
          <Box sx={{ mt: 4 }}>{children}</Box>
        </Paper>
      </Box>
    </Box>
  );
}
