import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { useDataProvider, useLogout } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { SITE } from '@/common/site';
import type { AdminDataProvider } from '../dataProvider';
import { mustEnrolFirst, onStaffTwoFactorRequired, SECURITY_PATH } from '../security/staffTwoFactor';
import { ENROL_TEXTS, LAYOUT_TEXT } from './texts';

export { ENROL_TEXTS };

type Gate = 'checking' | 'open' | 'enrol';

/** What a staff member without two-factor sign-in sees instead of the back office. */
const EnrolFirst = () => {
  const logout = useLogout();
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 4, sm: 8 } }}>
      <title>{LAYOUT_TEXT.enrolPageTitle(SITE.name)}</title>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {ENROL_TEXTS.title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{ENROL_TEXTS.why}</Typography>
      <Typography sx={{ mb: 3 }}>{ENROL_TEXTS.how}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button component={RouterLink} to={SECURITY_PATH} variant="contained">
          {ENROL_TEXTS.go}
        </Button>
        <Button onClick={() => logout()}>{LAYOUT_TEXT.enrolLogOut}</Button>
      </Box>
    </Container>
  );
};

/**
 * STAFF_2FA=required: a staff member without two-factor sign-in cannot use the back office. The
 * gate asks GET /auth/2fa before the layout mounts, so nothing else is asked of the API (the
 * home page's figures, its charts) until the answer says the back office is open; a staff
 * member who must enrol gets a page saying why, with the way to their security page. A later
 * call answering the server's 403 for it closes the back office the same way.
 */
export function StaffTwoFactorGate({ children }: { children: ReactNode }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [gate, setGate] = useState<Gate>('checking');

  useEffect(() => onStaffTwoFactorRequired(() => setGate('enrol')), []);

  useEffect(() => {
    let live = true;
    dataProvider.getTwoFactorStatus().then(
      (status) => {
        if (live) setGate((now) => (now === 'enrol' || mustEnrolFirst(status) ? 'enrol' : 'open'));
      },
      // no answer: open; the back office's own calls still meet the server's check
      () => {
        if (live) setGate((now) => (now === 'enrol' ? now : 'open'));
      },
    );
    return () => {
      live = false;
    };
  }, [dataProvider]);

  if (gate === 'enrol') return <EnrolFirst />;
  if (gate === 'checking') {
    return (
      <Box component="main" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={ENROL_TEXTS.checking} />
      </Box>
    );
  }
  return children;
}
