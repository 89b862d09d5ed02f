import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { UI_TEXT } from './texts';

/** A submit button that is disabled and shows a spinner while `busy`. */
export function SpinnerButton({ busy, children, disabled, ...props }: ButtonProps & { busy: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={busy || disabled}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-label={UI_TEXT.submitting} /> : undefined}
      {...props}
    >
      {children}
    </Button>
  );
}
