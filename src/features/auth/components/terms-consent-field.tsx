import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { paths } from '@/src/config/paths';

type TermsConsentFieldProps<T extends FieldValues, TOut> = { control: Control<T, unknown, TOut>; name: Path<T> };

/**
 * The consent the Terms say signing up implies: a required checkbox whose label links to the
 * Terms and the Privacy Policy (each opens in a new tab, so the form keeps what was typed).
 */
export function TermsConsentField<T extends FieldValues, TOut>({ control, name }: TermsConsentFieldProps<T, TOut>) {
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
            label={
              <>
                I accept the{' '}
                <Link href={paths.terms} target="_blank" rel="noopener">
                  Terms and Conditions
                </Link>{' '}
                and the{' '}
                <Link href={paths.privacy} target="_blank" rel="noopener">
                  Privacy Policy
                </Link>
                .
              </>
            }
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
