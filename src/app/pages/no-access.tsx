import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '@/src/components/ui/logo';
import { paths } from '@/src/config/paths';
import { SITE } from '@/src/config/site';
import { ERROR_PAGES_TEXT as T } from './texts';

/**
 * What a signed-in user without a back-office role sees at /admin: a plain refusal and the
 * way back to their account, not the sign-in form (they are signed in already).
 */
export function NoAccessPage() {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <title>{`${T.noAccessTitle} · ${SITE.name}`}</title>
      <Box component="header" sx={{ px: { xs: 2, sm: 4 }, py: 2 }}>
        <Logo />
      </Box>
      <Container
        component="main"
        maxWidth="sm"
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center', textAlign: 'center', py: 8 }}
      >
        <Typography component="h1" variant="h3">
          {T.noAccessTitle}
        </Typography>
        <Typography sx={{ mt: 2, fontSize: 20 }}>{T.noBackOfficeAccess}</Typography>
        <Box sx={{ mt: 4 }}>
          <Button component={RouterLink} to={paths.account} variant="contained">
            {T.goToAccount}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
