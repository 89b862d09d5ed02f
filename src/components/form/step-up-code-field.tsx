import type { Control, FieldValues, Path } from 'react-hook-form';
import { CODE_UI } from '@/common/validation/sign-in-code';
import { FormTextField } from './form-text-field';

/**
 * The step-up 'Authentication code' a withdrawal, a new password or a new e-mail
 * address carries when two-factor sign-in is on: the app's six digits or a recovery code.
 */
export function StepUpCodeField<T extends FieldValues, TOut>({
  control,
  helperText = CODE_UI.stepUpHint,
  autoFocus,
}: {
  control: Control<T, unknown, TOut>;
  helperText?: string;
  autoFocus?: boolean;
}) {
  return (
    <FormTextField
      control={control}
      name={'code' as Path<T>}
      label={CODE_UI.codeLabel}
      helperText={helperText}
      required
      autoFocus={autoFocus}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', spellCheck: false } }}
    />
  );
}
