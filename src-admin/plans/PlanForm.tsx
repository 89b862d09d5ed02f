import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactElement } from 'react';
import { BooleanInput, NumberInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { PLAN_CATEGORIES, PLAN_CATEGORY_LABELS, planFormSchema } from '@/common/validation/plan';
import { PLAN_TEXT as T } from './texts';

/** The categories as a select offers them, named in the language of the moment (read at render). */
export const categoryChoices = () => PLAN_CATEGORIES.map((id) => ({ id, name: PLAN_CATEGORY_LABELS[id] }));

// the API's own rules (common/validation/plan.ts): the same messages before and after a save
const resolver = zodResolver(planFormSchema);

const row = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  columnGap: 2,
  width: '100%',
} as const;

/** Name, description, category, min, max, duration and roi are required. */
export const PlanForm = ({ toolbar }: { toolbar?: ReactElement }) => (
  <SimpleForm resolver={resolver} toolbar={toolbar} defaultValues={{ status: true }}>
    <Box sx={{ ...row, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <TextInput source="name" label={T.name} isRequired />
      <SelectInput source="category" label={T.category} choices={categoryChoices()} isRequired />
    </Box>
    <TextInput source="description" label={T.description} isRequired multiline minRows={2} fullWidth />
    <Box sx={row}>
      <NumberInput source="min" label={T.minimumUsd} isRequired min={0} step={0.01} />
      <NumberInput source="max" label={T.maximumUsd} isRequired min={0} step={0.01} />
      {/* a percent a day, as the list and the investor's plan cards show it: 1.5 reads '1.5 %' */}
      <NumberInput
        source="roi"
        label={T.dailyReturnPercent}
        isRequired
        min={0}
        max={100}
        step={0.01}
        slotProps={{ input: { endAdornment: <InputAdornment position="end">{T.percentADay}</InputAdornment> } }}
      />
      <NumberInput source="duration" label={T.durationDays} isRequired min={1} step={1} />
    </Box>
    <BooleanInput source="status" label={T.depositReturnInput} />
  </SimpleForm>
);
