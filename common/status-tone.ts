// How a status is coloured, written once for the investor area's StatusChip and the
// back-office's StatusField ('failed' was once red in one and grey in the other).
// Active, completed, successful green; pending yellow; any other grey.
// So failed, rejected and inactive are grey in both apps. Each app keeps its own palette
// for a tone; which tone a status has is decided only here.

export type StatusTone = 'success' | 'pending' | 'neutral';

/** The statuses shown green: finished well (a KYC approval is one too). */
const SUCCESS: ReadonlySet<string> = new Set(['active', 'completed', 'successful', 'approved']);

/** The tone of a status, any case; anything not listed (failed, rejected, inactive...) is neutral. */
export function statusTone(status: unknown): StatusTone {
  const s = typeof status === 'string' ? status.toLowerCase() : '';
  if (SUCCESS.has(s)) return 'success';
  if (s === 'pending') return 'pending';
  return 'neutral';
}
