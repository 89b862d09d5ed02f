import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import { UI_TEXT } from './texts';

/**
 * A yes/no flag as a word, not only a colour or an icon (screen readers, colour-blind staff).
 * Every yes/no column and detail uses it: react-admin's BooleanField draws only an icon, and
 * nothing at all when its icons are turned off (a list once showed its 'Active' column blank).
 */
export const BooleanChip = ({ source, yes, no }: { source: string; yes?: string; no?: string; label?: string }) => {
  const record = useRecordContext();
  if (!record) return null;
  const on = record[source] === true;
  return (
    <Chip
      size="small"
      label={on ? (yes ?? UI_TEXT.yes) : (no ?? UI_TEXT.no)}
      sx={on ? { bgcolor: '#e6f4ea', color: '#1e5631' } : { bgcolor: '#eceff1', color: '#37474f' }}
    />
  );
};
