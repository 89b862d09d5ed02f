import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { isValidElement, useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useNotificationContext, useTakeUndoableMutation, useTranslate, type NotificationPayload } from 'react-admin';

/** A toast stays 4 seconds. */
const AUTO_HIDE_MS = 4000;

/**
 * The back-office's toasts. Unlike react-admin's queue, which shows each message for its full
 * time before the next, a new outcome replaces the one on screen at once: staff acting quickly
 * see the result of what they just did, not the previous one. Errors stay until dismissed.
 */
export const AdminNotification = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [current, setCurrent] = useState<{ n: NotificationPayload; seq: number }>();
  const [open, setOpen] = useState(false);
  const shown = useRef<NotificationPayload | undefined>(undefined);
  const seq = useRef(0);

  /** An undoable change (none here, but react-admin's defaults might) is committed when its toast goes. */
  const settle = useCallback(
    (payload: NotificationPayload | undefined, isUndo: boolean) => {
      if (!payload?.notificationOptions?.undoable) return;
      takeMutation()?.({ isUndo });
    },
    [takeMutation],
  );

  useEffect(() => {
    if (notifications.length === 0) return;
    const next = takeNotification();
    if (!next) return;
    settle(shown.current, false);
    shown.current = next;
    seq.current += 1;
    setCurrent({ n: next, seq: seq.current });
    setOpen(true);
  }, [notifications, takeNotification, settle]);

  if (!current) return null;
  const { message, type, notificationOptions = {} } = current.n;
  const { autoHideDuration, messageArgs, undoable } = notificationOptions;
  const close = (_event?: SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };
  const severity: AlertColor = type === 'success' || type === 'error' || type === 'warning' ? type : 'info';
  const text = isValidElement(message) ? message : translate(String(message), { _: String(message), ...messageArgs });

  return (
    <Snackbar
      key={current.seq}
      open={open}
      onClose={close}
      autoHideDuration={autoHideDuration === undefined ? (type === 'error' ? null : AUTO_HIDE_MS) : autoHideDuration}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{
        transition: {
          onExited: () => {
            settle(shown.current, false);
            shown.current = undefined;
            setCurrent(undefined);
          },
        },
      }}
    >
      <Alert
        severity={severity}
        variant="filled"
        onClose={close}
        sx={{ minWidth: 280, alignItems: 'center' }}
        action={
          undoable ? (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                settle(shown.current, true);
                shown.current = undefined;
                setCurrent(undefined);
              }}
            >
              {translate('ra.action.undo')}
            </Button>
          ) : undefined
        }
      >
        {text}
      </Alert>
    </Snackbar>
  );
};
