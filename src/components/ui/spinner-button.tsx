import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

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
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-label="Submitting" /> : undefined}
      {...props}
    >
      {children}
    </Button>
  );
}
