import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { TWO_FACTOR_MSG } from '@/common/api/two-factor';
import type { AdminDataProvider } from '../dataProvider';
import { failure } from '../ui/messages';
import { useRole } from '../ui/roles';
import { StepUpCodeField } from '../ui/StepUpCodeField';
import { defineTexts, plain } from '@/common/i18n/translate';
import { UI_TEXT } from '../ui/texts';
import type { UserRecord } from './types';

export const RESET_TWO_FACTOR_TEXT = defineTexts('adminResetTwoFactor', {
  title: plain,
  help: plain,
  button: plain,
  confirmTitle: plain,
  confirmContent: (name: string) => ({ name }),
  failed: plain,
});

const TEXT = RESET_TWO_FACTOR_TEXT;

/**
 * Admins only: turns a user's two-factor sign-in off, after a confirmation that also asks the
 * admin's own step-up code (the server refuses without it when the admin's 2FA is on). Kept
 * outside the user form, so its own form never submits the edit.
 */
export const ResetTwoFactor = () => {
  const user = useRecordContext<UserRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const { isAdmin } = useRole();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const reset = useMutation({
    mutationFn: ({ id, code }: { id: UserRecord['id']; code: string }) => dataProvider.resetTwoFactor(id, code.trim() || undefined),
    onSuccess: () => {
      setOpen(false);
      setCode('');
      notify(TWO_FACTOR_MSG.resetDone, { type: 'success' });
    },
    onError: (error) => notify(failure(TEXT.failed, error), { type: 'error' }),
  });
  if (!user || !isAdmin) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reset.mutate({ id: user.id, code });
  };
  return (
    <Card component="section" aria-labelledby="user-two-factor-title" sx={{ mt: 2 }}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Box>
            <Typography id="user-two-factor-title" component="h2" variant="h6">
              {TEXT.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {TEXT.help}
            </Typography>
          </Box>
          <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
            {TEXT.button}
          </Button>
        </Box>
        <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="reset-two-factor-title">
          <Box component="form" noValidate onSubmit={submit}>
            <DialogTitle id="reset-two-factor-title">{TEXT.confirmTitle}</DialogTitle>
            <DialogContent>
              <DialogContentText>{TEXT.confirmContent(user.name)}</DialogContentText>
              <StepUpCodeField value={code} onChange={setCode} />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(false)} disabled={reset.isPending}>
                {UI_TEXT.cancel}
              </Button>
              <Button type="submit" color="error" variant="contained" disabled={reset.isPending}>
                {TEXT.button}
              </Button>
            </DialogActions>
          </Box>
        </Dialog>
      </CardContent>
    </Card>
  );
};
