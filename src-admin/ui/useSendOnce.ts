import { useCallback, useRef, useState } from 'react';
import { errorMessage, MSG } from './messages';

/**
 * One send at a time for a dialog's form: a second submit while one is under way does nothing
 * (an impatient double click sends once), and a refusal becomes the message the dialog shows,
 * with what was typed kept for correcting.
 */
export function useSendOnce() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // a ref, not the state: two clicks in one task both see the state from before either
  const sending = useRef(false);

  const run = useCallback(async (send: () => Promise<void>) => {
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    setError(null);
    try {
      await send();
    } catch (failure) {
      setError(errorMessage(failure) ?? MSG.networkError);
    } finally {
      sending.current = false;
      setPending(false);
    }
  }, []);

  return { pending, error, setError, run };
}
