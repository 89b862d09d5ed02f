import type { ChangeEvent, FocusEvent } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type FieldEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;

type FormTextFieldProps<T extends FieldValues, TOut> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur'> & {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  /** runs after react-hook-form has taken the new value (e.g. to clear a message about the old one) */
  onChange?: (event: FieldEvent) => void;
  /** runs after react-hook-form's own blur (e.g. to check only what was typed) */
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** the form shows the field's error elsewhere (an alert): the helper text stays as given */
  errorShownElsewhere?: boolean;
};

/** A MUI text field bound to a react-hook-form field; the field's error shows as helper text. */
export function FormTextField<T extends FieldValues, TOut>({
  control,
  name,
  helperText,
  onChange,
  onBlur,
  errorShownElsewhere = false,
  ...props
}: FormTextFieldProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={(event: FieldEvent) => {
            field.onChange(event);
            onChange?.(event);
          }}
          onBlur={(event) => {
            field.onBlur();
            onBlur?.(event);
          }}
          inputRef={field.ref}
          error={fieldState.invalid}
          helperText={errorShownElsewhere ? helperText : (fieldState.error?.message ?? helperText)}
        />
      )}
    />
  );
}
