import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { formatDate, formatDateTime } from '@/common/date-format';

/**
 * A record's date, as the whole product writes it (common/date-format.ts): '25 Nov 2026, 5:00 PM',
 * or the day alone with `dateOnly`. In place of react-admin's DateField, whose locale-driven
 * output differed from the investor area's.
 */
export const WhenField = ({
  source,
  dateOnly = false,
  record: given,
}: {
  source: string;
  dateOnly?: boolean;
  label?: string;
  record?: Record<string, unknown>;
}) => {
  const context = useRecordContext();
  const value = (given ?? context)?.[source];
  const text = typeof value === 'string' ? (dateOnly ? formatDate(value) : formatDateTime(value)) : '';
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
};
