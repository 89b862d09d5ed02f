import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import { statusTone, type StatusTone } from '@/common/status-tone';
import { UI_TEXT } from './texts';

/** Colours with at least 4.5:1 contrast (axe), per tone; which tone a status has is common's. */
export const STATUS_TONE_COLOURS: Record<StatusTone, { bgcolor: string; color: string }> = {
  success: { bgcolor: '#e6f4ea', color: '#1e5631' },
  pending: { bgcolor: '#fff4d6', color: '#6b4500' },
  neutral: { bgcolor: '#eceff1', color: '#37474f' },
};

export const capitalize = (value: string) => (value ? value[0].toUpperCase() + value.slice(1) : value);

/** A status as staff read it, in their language ('Pending'); one the catalogue does not know, capitalized. */
export const statusName = (value: string): string => UI_TEXT.status(value);

/**
 * A transaction's (or KYC submission's) status, its tone from common/status-tone.ts: active, completed and
 * successful green; pending yellow; anything else grey; the label its word (statusName).
 */
export const StatusField = ({ source = 'status' }: { source?: string; label?: string }) => {
  const record = useRecordContext();
  const value = record?.[source];
  if (typeof value !== 'string' || value === '') return null;
  const tone = statusTone(value);
  return <Chip size="small" label={statusName(value)} data-tone={tone} sx={{ fontWeight: 500, ...STATUS_TONE_COLOURS[tone] }} />;
};
