import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { LanguageSwitcher } from '@/src/components/ui/language-switcher';
import { Logo } from '@/src/components/ui/logo';
import { AUTH_PANEL, SITE } from '@/src/config/site';
import { AUTH_TEXT } from '../texts';

const ICONS = { plans: TrendingUp, security: ShieldOutlined, support: SupportAgentOutlined } as const;

/** The brand panel: shown beside the form from md up. */
function BrandPanel() {
  return (
    <Box
      component="aside"
      aria-label={AUTH_TEXT.aboutSite(SITE.name)}
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'space-between',
        gap: 6,
        p: 6,
        color: 'common.white',
        background: 'linear-gradient(160deg, #0a2342 0%, #0f3460 55%, #1c4f82 100%)',
      }}
    >
      <Logo inverted />
      <Box>
        <Typography component="p" variant="h4" sx={{ mb: 3, maxWidth: 420 }}>
          {AUTH_PANEL.title}
        </Typography>
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {AUTH_PANEL.highlights.map(({ icon, text }) => {
            const Icon = ICONS[icon];
            return (
              <Stack key={text} component="li" direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Icon sx={{ color: 'secondary.main' }} aria-hidden />
                <Typography>{text}</Typography>
              </Stack>
            );
          })}
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ opacity: 0.9 }}>
        {SITE.riskNotice}
      </Typography>
    </Box>
  );
}

/** Sign-in, sign-up and password screens: the form card, with the brand panel on wide screens. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' } }}>
      <BrandPanel />
      <Box
        component="main"
        id="main"
        // top-aligned, not centred: the form arrives after the heading and must not move it
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'center',
          px: { xs: 2, sm: 4 },
          pt: { xs: 2, sm: 6, md: '12vh' },
          pb: { xs: 2, sm: 6 },
          bgcolor: 'background.default',
        }}
      >
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
          {/* the switcher drops below the logo where a language's name leaves no room beside it (a phone) */}
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: { xs: 3, md: 1 } }}
          >
            <Box sx={{ display: { xs: 'block', md: 'none' } }}>
              <Logo />
            </Box>
            <Box sx={{ ml: 'auto' }}>
              <LanguageSwitcher />
            </Box>
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
