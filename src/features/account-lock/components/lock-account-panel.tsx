import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router-dom';
import { SpinnerButton } from '@/src/components/ui/spinner-button';
import { paths } from '@/src/config/paths';
import { SecuritySection } from '@/src/components/ui/security-section';
import { useLockOwnAccount } from '../api/lock-own-account';
import { LOCK_UI } from '../texts';
import { failureText } from '../utils/api-failure';
import { lockedHereState } from '../utils/locked-state';

/**
 * Profile > Security: "Lock my account", after a dialog that says what it does and how to get
 * back in. Once locked, the lock page says what happened, and signs this browser out.
 */
export function LockAccountPanel() {
  const [open, setOpen] = useState(false);
  const lock = useLockOwnAccount();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();

  const confirm = async () => {
    try {
      await lock.mutateAsync();
    } catch (error) {
      enqueueSnackbar(failureText(error, LOCK_UI.lockFailed), { variant: 'error' });
      return;
    }
    // The lock page forgets this browser's session once it is on screen (lock-account-screen.tsx).
    // Not here: were the session forgotten while this page, behind the sign-in guard, is still
    // shown, the guard would send the person to sign in instead of to the page that says why.
    void navigate(paths.lockAccount, { replace: true, state: lockedHereState() });
  };

  return (
    <SecuritySection id="security-lock-account" title={LOCK_UI.panelTitle} help={LOCK_UI.panelHelp}>
      <Box>
        <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
          {LOCK_UI.panelButton}
        </Button>
      </Box>
      <Dialog open={open} onClose={() => !lock.isPending && setOpen(false)} aria-labelledby="lock-account-title" fullWidth maxWidth="sm">
        <DialogTitle id="lock-account-title">{LOCK_UI.confirmTitle}</DialogTitle>
        <DialogContent>
          <Box component="ul" sx={{ mt: 0, mb: 2, pl: 3 }}>
            {LOCK_UI.confirmWhat.map((line) => (
              <Typography key={line} component="li" sx={{ mb: 0.5 }}>
                {line}
              </Typography>
            ))}
          </Box>
          <DialogContentText>{LOCK_UI.confirmUnlock}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setOpen(false)} disabled={lock.isPending}>
            {LOCK_UI.cancel}
          </Button>
          <SpinnerButton type="button" busy={lock.isPending} fullWidth={false} color="error" onClick={() => void confirm()}>
            {LOCK_UI.confirmButton}
          </SpinnerButton>
        </DialogActions>
      </Dialog>
    </SecuritySection>
  );
}
