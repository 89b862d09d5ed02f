import { MSG } from '@/common/messages';
import { UI_TEXT } from './texts';

/** The message an API error carries (the server's own wording), if any. */
export function errorMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined;
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

/** The standard toast ('Update Failed'), followed by why when the server said why. */
export function failure(label: string, error: unknown): string {
  const why = errorMessage(error);
  return why && why !== label ? UI_TEXT.failedWith(label, why) : label;
}

export { MSG };

/** What a form says after a failed send: the server's reason, or the network message; nothing before. */
export const refusalOf = (error: unknown): string | null => (error ? (errorMessage(error) ?? MSG.networkError) : null);
