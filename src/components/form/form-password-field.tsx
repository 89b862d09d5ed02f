import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FORM_TEXT } from './texts';

type FormPasswordFieldProps<T extends FieldValues, TOut> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'type'> & {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
};

/**
 * A password field whose show/hide toggle appears only once something is typed.
 * Emptying the field hides the password again.
 */
export function FormPasswordField<T extends FieldValues, TOut>({ control, name, helperText, ...props }: FormPasswordFieldProps<T, TOut>) {
  const [visible, setVisible] = useState(false);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value: string = field.value ?? '';
        const shown = visible && value !== '';
        return (
          <TextField
            {...props}
            type={shown ? 'text' : 'password'}
            name={field.name}
            value={value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.invalid}
            helperText={fieldState.error?.message ?? helperText}
            slotProps={{
              input: {
                endAdornment:
                  value !== '' ? (
                    <InputAdornment position="end">
                      <IconButton
                        aria-label={shown ? FORM_TEXT.hidePassword : FORM_TEXT.showPassword}
                        onClick={() => setVisible((v) => !v)}
                        onMouseDown={(e) => e.preventDefault()}
                        edge="end"
                      >
                        {shown ? <VisibilityOff /> : <Visibility />}
                      </IconButton>
                    </InputAdornment>
                  ) : undefined,
              },
            }}
          />
        );
      }}
    />
  );
}
