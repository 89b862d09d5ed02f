import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { readApiError } from '@/src/lib/api-error';
import { UI_TEXT } from './texts';

/** A failed load: the server's message (or a plain one) in red, with a retry. */
export function LoadError({ error, what, onRetry }: { error: unknown; what: string; onRetry?: () => void }) {
  const message = readApiError(error).message ?? (error instanceof Error && error.message) ?? null;
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {UI_TEXT.retry}
          </Button>
        )
      }
    >
      {message || UI_TEXT.loadFailed(what)}
    </Alert>
  );
}
