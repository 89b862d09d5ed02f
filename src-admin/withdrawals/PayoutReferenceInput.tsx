import { maxLength, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { PAYOUT_MSG, PAYOUT_REFERENCE_MAX } from './payout';

/** Blank or spaces only is no reference (react-admin's `required` lets spaces through). */
const requiredReference = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? undefined : PAYOUT_MSG.required);
const validateReference = [requiredReference, maxLength(PAYOUT_REFERENCE_MAX)];

/**
 * Shown once the status is set to successful: marking a withdrawal paid records the transfer
 * that paid it (sent as `payout_reference` on PUT /api/transaction/{id}).
 */
export const PayoutReferenceInput = () => {
  const status = useWatch({ name: 'status' });
  if (status !== 'successful') return null;
  return (
    <TextInput
      source="payout_reference"
      label={PAYOUT_MSG.label}
      validate={validateReference}
      helperText={PAYOUT_MSG.helper}
      isRequired
      fullWidth
      sx={{ maxWidth: 720 }}
      slotProps={{ htmlInput: { maxLength: PAYOUT_REFERENCE_MAX, spellCheck: false, autoComplete: 'off' } }}
    />
  );
};
