import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, type ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type FormConsentCheckboxProps<T extends FieldValues, TOut> = { control: Control<T, unknown, TOut>; name: Path<T>; label: ReactNode };

/**
 * A required checkbox bound to a react-hook-form field (a consent or a declaration): its error,
 * under it, is what a screen reader hears with it. The box sits by the label's first line, so a
 * label that wraps on a phone still reads as one item.
 */
export function FormConsentCheckbox<T extends FieldValues, TOut>({ control, name, label }: FormConsentCheckboxProps<T, TOut>) {
  const errorId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={fieldState.invalid} required>
          <FormControlLabel
            sx={{ alignItems: 'flex-start', mr: 0 }}
            control={
              <Checkbox
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                name={field.name}
                sx={{ mt: -0.75 }}
                slotProps={{
                  input: {
                    required: true,
                    'aria-invalid': fieldState.invalid,
                    'aria-describedby': fieldState.invalid ? errorId : undefined,
                  } as object,
                }}
              />
            }
            label={label}
          />
          {fieldState.error?.message && (
            <FormHelperText id={errorId} sx={{ mt: 0 }}>
              {fieldState.error.message}
            </FormHelperText>
          )}
        </FormControl>
      )}
    />
  );
}
