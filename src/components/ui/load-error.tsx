import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { readApiError } from '@/src/lib/api-error';
import { UI_TEXT } from './texts';

/**
 * A failed load: the server's message (in the reader's language), else a plain one naming what
 * failed to load, in red, with a retry. Other errors' messages (the network's, an unexpected
 * answer's) are for the console, not the reader.
 */
export function LoadError({ error, what, onRetry }: { error: unknown; what: string; onRetry?: () => void }) {
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
      {readApiError(error).message || UI_TEXT.loadFailed(what)}
    </Alert>
  );
}
