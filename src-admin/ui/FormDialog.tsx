import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { UI_TEXT } from './texts';

type FormDialogProps = {
  open: boolean;
  title: string;
  /** called on Cancel, Escape or a click outside, never while a send is under way */
  onClose: () => void;
  onSubmit: () => void;
  submitLabel: string;
  submitColor?: 'primary' | 'error';
  pending: boolean;
  /** the server's refusal, shown above the fields (which keep what was typed) */
  error: string | null;
  /** what the action does, above the error */
  intro: ReactNode;
  /** further actions on the left, before Cancel and the submit button */
  actionsStart?: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  children: ReactNode;
};

/**
 * A dialog that asks for something before an action is sent: its own form (Enter submits),
 * the refusal kept inside it, Cancel and the action's button both off while the send runs.
 */
export const FormDialog = ({
  open,
  title,
  onClose,
  onSubmit,
  submitLabel,
  submitColor = 'primary',
  pending,
  error,
  intro,
  actionsStart,
  maxWidth = 'sm',
  children,
}: FormDialogProps) => {
  const ids = useId();
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${ids}-title`} fullWidth maxWidth={maxWidth}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // React passes a portal's events to its parents: a dialog opened from within a record's
          // form (a withdrawal's page) must not submit that form too
          event.stopPropagation();
          onSubmit();
        }}
      >
        <DialogTitle id={`${ids}-title`}>{title}</DialogTitle>
        <DialogContent>
          {intro}
          {error && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {error}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {actionsStart}
          {actionsStart && <span style={{ flex: 1 }} />}
          <MuiButton onClick={close} disabled={pending}>
            {UI_TEXT.cancel}
          </MuiButton>
          <MuiButton type="submit" color={submitColor} variant="contained" disabled={pending}>
            {submitLabel}
          </MuiButton>
        </DialogActions>
      </form>
    </Dialog>
  );
};
