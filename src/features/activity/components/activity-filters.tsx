import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TRANSACTION_TYPES, type TransactionStatus, type TransactionType } from '@/common/transactions';
import { ACTIVITY_TEXT, TYPE_FILTER_LABELS } from '../texts';
import { NO_FILTERS, rangeIsBackwards, statusesFor, type ActivityFilters } from '../utils/activity-filter';

const FIELD_SX = { minWidth: { sm: 160 }, flex: { sm: '1 1 0' } } as const;
/** 'All types' / 'All statuses' shows as the value, the label above it, rather than an empty box. */
const SELECT_SLOTS = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/**
 * Type, status and a date range (the reader's days) above the list. A status the picked type
 * cannot have is dropped; a range that runs backwards is pointed out and not applied.
 */
export function ActivityFiltersBar({ value, onChange }: { value: ActivityFilters; onChange: (next: ActivityFilters) => void }) {
  const backwards = rangeIsBackwards(value);
  const statuses = statusesFor(value.type);
  const setType = (type: TransactionType | '') => {
    const status = value.status && statusesFor(type).includes(value.status) ? value.status : '';
    onChange({ ...value, type, status });
  };
  const filtered = value.type !== '' || value.status !== '' || value.from !== '' || value.to !== '';
  return (
    <Stack
      component="form"
      role="search"
      aria-label={ACTIVITY_TEXT.filtersLabel}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}
      onSubmit={(e) => e.preventDefault()}
    >
      <TextField
        select
        size="small"
        label={ACTIVITY_TEXT.type}
        value={value.type}
        onChange={(e) => setType(e.target.value as TransactionType | '')}
        slotProps={SELECT_SLOTS}
        sx={FIELD_SX}
      >
        <MenuItem value="">{ACTIVITY_TEXT.allTypes}</MenuItem>
        {TRANSACTION_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {TYPE_FILTER_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={ACTIVITY_TEXT.status}
        value={value.status}
        onChange={(e) => onChange({ ...value, status: e.target.value as TransactionStatus | '' })}
        slotProps={SELECT_SLOTS}
        sx={FIELD_SX}
      >
        <MenuItem value="">{ACTIVITY_TEXT.allStatuses}</MenuItem>
        {statuses.map((status) => (
          <MenuItem key={status} value={status}>
            {ACTIVITY_TEXT.statusName(status)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label={ACTIVITY_TEXT.from}
        value={value.from}
        onChange={(e) => onChange({ ...value, from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.to || undefined } }}
        error={backwards}
        sx={FIELD_SX}
      />
      <TextField
        type="date"
        size="small"
        label={ACTIVITY_TEXT.to}
        value={value.to}
        onChange={(e) => onChange({ ...value, to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.from || undefined } }}
        error={backwards}
        helperText={backwards ? ACTIVITY_TEXT.rangeBackwards : undefined}
        sx={FIELD_SX}
      />
      {filtered && (
        <Button onClick={() => onChange(NO_FILTERS)} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          {ACTIVITY_TEXT.clearFilters}
        </Button>
      )}
    </Stack>
  );
}
