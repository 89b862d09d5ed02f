import TextField from '@mui/material/TextField';
import { UI_TEXT } from './texts';

/**
 * A staff member's own step-up code in the dialog of a sensitive act (reset 2FA, unlock an
 * account): the server asks for it when their two-factor sign-in is on, so it may stay empty.
 */
export const StepUpCodeField = ({ value, onChange }: { value: string; onChange: (code: string) => void }) => (
  <TextField
    label={UI_TEXT.stepUpCode}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    autoComplete="one-time-code"
    fullWidth
    margin="normal"
    slotProps={{ htmlInput: { maxLength: 64 } }}
  />
);
