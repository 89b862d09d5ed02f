import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContentText from '@mui/material/DialogContentText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ACCOUNT_LOCK_MSG, LOCKED_VIA_TEXT, UNLOCK_NOTE_MAX, UNLOCKED_VIA_TEXT } from '@/common/account-lock';
import { staffUnlockFormSchema, type AccountLock } from '@/common/api/account-lock';
import { defineTexts, plain } from '@/common/i18n/translate';
import type { AdminDataProvider } from '../dataProvider';
import { FormDialog } from '../ui/FormDialog';
import { wrapAnywhere } from '../ui/listLayout';
import { failure, refusalOf } from '../ui/messages';
import { formatDateTime } from '../ui/money';
import { useRole } from '../ui/roles';
import { StepUpCodeField } from '../ui/StepUpCodeField';
import type { UserRecord } from './types';

export const ACCOUNT_LOCK_TEXT = defineTexts('adminAccountLock', {
  title: plain,
  chip: plain,
  /** `at`: the lock's instant (ISO), written in the reader's way */
  lockedSince: (at: string) => ({ at: formatDateTime(at) }),
  unlockHelp: plain,
  button: plain,
  dialogTitle: plain,
  dialogIntro: (name: string) => ({ name }),
  noteLabel: plain,
  noteHelp: plain,
  historyLabel: plain,
  stillLocked: plain,
  staffOnlyByAdmin: plain,
  loadFailed: plain,
  loading: plain,
  // one lock of the history: how it came, how it ended, what staff checked
  lockedLine: (at: string, via: string, ip: string) => ({ at, via, ip }),
  unlockedLine: (at: string, via: string) => ({ at, via }),
  unlockedByLine: (at: string, via: string, name: string) => ({ at, via, name }),
  someone: plain,
  check: (note: string) => ({ note }),
});
const TEXT = ACCOUNT_LOCK_TEXT;

/** "Locked" beside the account's status in the users list (and anywhere a user record is shown). */
export const LockedChip = (_: { label?: string }) => {
  const record = useRecordContext<UserRecord>();
  if (!record?.locked_at) return null;
  return <Chip size="small" label={TEXT.chip} sx={{ bgcolor: '#fdecea', color: '#8a1c12', fontWeight: 600 }} />;
};

const lockLine = (l: AccountLock) => TEXT.lockedLine(formatDateTime(l.locked_at), LOCKED_VIA_TEXT[l.locked_via], l.ip);
const unlockLine = (l: AccountLock) => {
  if (l.unlocked_at === null) return TEXT.stillLocked;
  const at = formatDateTime(l.unlocked_at);
  const via = l.unlocked_via ? UNLOCKED_VIA_TEXT[l.unlocked_via] : TEXT.someone;
  return l.unlocked_via === 'staff' && l.unlocked_by_name ? TEXT.unlockedByLine(at, via, l.unlocked_by_name) : TEXT.unlockedLine(at, via);
};

/** Every lock of the account, newest first: how it came, how it ended and what staff checked. */
const History = ({ locks }: { locks: AccountLock[] }) => (
  <List aria-label={TEXT.historyLabel} disablePadding>
    {locks.map((l) => (
      <ListItem key={l.id} divider disableGutters>
        <ListItemText
          primary={lockLine(l)}
          secondary={
            <>
              <Box component="span" sx={{ display: 'block' }}>
                {unlockLine(l)}
              </Box>
              {l.unlock_note && (
                <Box component="span" sx={{ display: 'block', ...wrapAnywhere }}>
                  {TEXT.check(l.unlock_note)}
                </Box>
              )}
            </>
          }
          slotProps={{ primary: { sx: wrapAnywhere }, secondary: { component: 'span' } }}
        />
      </ListItem>
    ))}
  </List>
);

/**
 * The owner's lock ('This wasn't me', 'Lock my account') on a user's page: since when, the
 * history, and Unlock (support for an investor, an admin for anyone else) after an identity check
 * that the note describes, with the staff member's own step-up code. Shown once the account has
 * ever been locked.
 */
export const AccountLockSection = () => {
  const user = useRecordContext<UserRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refresh = useRefresh();
  const { isAdmin } = useRole();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [code, setCode] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const userId = user?.id;
  const locks = useQuery({
    queryKey: ['account-locks', userId],
    queryFn: () => dataProvider.getAccountLocks(userId!),
    enabled: userId !== undefined,
  });
  const unlock = useMutation({
    mutationFn: (payload: { note: string; code: string }) =>
      dataProvider.unlockAccount(userId!, { note: payload.note, ...(payload.code ? { code: payload.code } : {}) }),
    onSuccess: () => {
      setOpen(false);
      setNote('');
      setCode('');
      notify(ACCOUNT_LOCK_MSG.staffUnlocked, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['account-locks', userId] });
      refresh();
    },
  });
  if (!user) return null;
  const locked = Boolean(user.locked_at);
  if (!locked && !locks.data?.length) return null;
  const mayUnlock = isAdmin || user.role === 'investor';

  const close = () => {
    setOpen(false);
    setNoteError(null);
    unlock.reset();
  };
  const send = () => {
    const parsed = staffUnlockFormSchema.safeParse({ note, code });
    if (!parsed.success) {
      setNoteError(parsed.error.issues.find((i) => i.path[0] === 'note')?.message ?? parsed.error.issues[0]?.message ?? null);
      return;
    }
    unlock.mutate(parsed.data);
  };

  return (
    <Card component="section" aria-labelledby="user-lock-title" sx={{ mt: 2 }}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography id="user-lock-title" component="h2" variant="h6">
              {TEXT.title}
            </Typography>
            <LockedChip />
          </Box>
          {locked && mayUnlock && (
            <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
              {TEXT.button}
            </Button>
          )}
        </Box>
        {locked && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {TEXT.lockedSince(user.locked_at!)} {mayUnlock ? TEXT.unlockHelp : TEXT.staffOnlyByAdmin}
          </Alert>
        )}
        <div aria-live="polite">
          {locks.isPending && <CircularProgress size={24} aria-label={TEXT.loading} />}
          {locks.isError && (
            <Alert severity="error" role="alert">
              {failure(TEXT.loadFailed, locks.error)}
            </Alert>
          )}
          {locks.data && <History locks={locks.data} />}
        </div>
        <FormDialog
          open={open}
          title={TEXT.dialogTitle}
          onClose={close}
          onSubmit={send}
          submitLabel={TEXT.button}
          submitColor="error"
          pending={unlock.isPending}
          error={refusalOf(unlock.error)}
          intro={<DialogContentText sx={{ mb: 2 }}>{TEXT.dialogIntro(user.name)}</DialogContentText>}
        >
          <TextField
            label={TEXT.noteLabel}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              setNoteError(null);
            }}
            error={noteError !== null}
            helperText={noteError ?? TEXT.noteHelp}
            fullWidth
            required
            multiline
            minRows={2}
            autoFocus
            margin="normal"
            slotProps={{ htmlInput: { maxLength: UNLOCK_NOTE_MAX } }}
          />
          <StepUpCodeField value={code} onChange={setCode} />
        </FormDialog>
      </CardContent>
    </Card>
  );
};
