import { MSG } from '@/common/messages';
import { readApiError } from '@/src/lib/api-error';

/** What to show for a failed call of the lock's public routes: the server's words for a refusal, else a generic line. */
export function failureText(error: unknown, fallback: string): string {
  const { status, message } = readApiError(error);
  if (status === null) return MSG.networkError;
  if (status === 429) return message ?? MSG.tooManyRequests;
  return status < 500 && message ? message : fallback;
}
