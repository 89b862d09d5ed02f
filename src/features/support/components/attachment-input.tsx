import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Box from '@mui/material/Box';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TICKET_FILE_ACCEPT, TICKET_MAX_FILE_LABEL } from '@/common/validation/tickets';
import { SUPPORT_TEXT } from '../texts';

/** The optional file of a ticket or a reply: a native file input (keyboard and screen readers know it), bound to a File | null field. */
export function AttachmentInput<T extends FieldValues, TOut>({ control, name }: { control: Control<T, unknown, TOut>; name: Path<T> }) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={fieldState.invalid} fullWidth>
          <FormLabel htmlFor={id} sx={{ mb: 0.5, fontWeight: 600, color: 'text.primary' }}>
            {SUPPORT_TEXT.attachment}
          </FormLabel>
          <Box
            component="input"
            id={id}
            ref={field.ref}
            name={field.name}
            type="file"
            accept={TICKET_FILE_ACCEPT}
            aria-invalid={fieldState.invalid}
            aria-describedby={`${id}-help`}
            onBlur={field.onBlur}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => field.onChange(event.target.files?.[0] ?? null)}
            sx={{ fontSize: 14, maxWidth: '100%', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
          />
          <FormHelperText id={`${id}-help`}>{fieldState.error?.message ?? SUPPORT_TEXT.fileRule(TICKET_MAX_FILE_LABEL)}</FormHelperText>
        </FormControl>
      )}
    />
  );
}
