import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';

/** Colours with at least 4.5:1 contrast (axe): green for done, amber for waiting, grey otherwise. */
const TONES = {
  good: { bgcolor: '#e6f4ea', color: '#1e5631' },
  waiting: { bgcolor: '#fff4d6', color: '#6b4500' },
  other: { bgcolor: '#eceff1', color: '#37474f' },
  bad: { bgcolor: '#fdecea', color: '#8a1c14' },
} as const;

export function statusTone(status: unknown): keyof typeof TONES {
  if (status === 'active' || status === 'completed' || status === 'successful' || status === 'approved') return 'good';
  if (status === 'pending') return 'waiting';
  if (status === 'failed' || status === 'rejected') return 'bad';
  return 'other';
}

export const capitalize = (value: string) => (value ? value[0].toUpperCase() + value.slice(1) : value);

/**
 * A transaction's (or KYC submission's) status as SPEC.md shows it: active, completed and
 * successful green; pending yellow; anything else grey; the label capitalized.
 */
export const StatusField = ({ source = 'status' }: { source?: string; label?: string }) => {
  const record = useRecordContext();
  const value = record?.[source];
  if (typeof value !== 'string' || value === '') return null;
  return <Chip size="small" label={capitalize(value)} sx={{ fontWeight: 500, ...TONES[statusTone(value)] }} />;
};
