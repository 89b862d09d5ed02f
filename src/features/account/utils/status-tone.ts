export type StatusTone = 'success' | 'pending' | 'neutral';

const SUCCESS = new Set(['active', 'completed', 'successful']);

/** SPEC.md section 4: active, completed, successful green; pending yellow; any other grey. */
export function statusTone(status: string): StatusTone {
  const s = status.toLowerCase();
  if (SUCCESS.has(s)) return 'success';
  if (s === 'pending') return 'pending';
  return 'neutral';
}
