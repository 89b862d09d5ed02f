import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { useId } from 'react';
import { UI_TEXT } from './texts';

export type MessageTone = 'success' | 'error' | 'info';

const ICONS = { success: CheckCircleOutline, error: ErrorOutline, info: InfoOutlined } as const;
const COLORS = { success: 'success.main', error: 'error.main', info: 'primary.main' } as const;

/** A result the person must acknowledge: an icon, a title, the message and a close button (plus an optional action). */
export function MessageDialog({
  open,
  tone,
  title,
  message,
  detail,
  onClose,
  action,
  closeLabel,
}: {
  open: boolean;
  tone: MessageTone;
  title: string;
  message: ReactNode;
  detail?: ReactNode;
  onClose: () => void;
  action?: ReactNode;
  /** 'Close' unless given */
  closeLabel?: string;
}) {
  const id = useId();
  const Icon = ICONS[tone];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      maxWidth="xs"
      fullWidth
      role={tone === 'error' ? 'alertdialog' : 'dialog'}
    >
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3 }}>
        <Icon sx={{ fontSize: 56, color: COLORS[tone] }} />
      </Box>
      <DialogTitle id={`${id}-title`} sx={{ textAlign: 'center', pb: 1 }}>
        {title}
      </DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        <DialogContentText id={`${id}-message`} sx={{ color: 'text.primary' }}>
          {message}
        </DialogContentText>
        {detail && (
          <DialogContentText variant="body2" sx={{ mt: 1 }}>
            {detail}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3, gap: 1 }}>
        {action}
        <Button variant={action ? 'outlined' : 'contained'} onClick={onClose} autoFocus={!action}>
          {closeLabel ?? UI_TEXT.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
