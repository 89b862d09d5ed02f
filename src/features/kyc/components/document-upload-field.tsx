import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { KYC_MAX_FILE_LABEL } from '@/common/validation/kyc';
import { srOnly } from '@/src/components/ui/sr-only';
import { KYC_TEXT } from '../texts';
import { formatFileSize } from '../utils/figures';

const ACCEPT = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';

/** A small preview of a chosen image, read as a data: URL (the CSP allows data: images, not blob:). */
function usePreview(file: File | null): string | null {
  // kept with the file it shows, so another file never shows the last one's preview
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith('image/')) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}

function Chosen({ file }: { file: File | null }) {
  const preview = usePreview(file);
  if (!file) {
    return (
      <Typography variant="body2" color="text.secondary">
        {KYC_TEXT.fileRule(KYC_MAX_FILE_LABEL)}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      {preview ? (
        <Box
          component="img"
          src={preview}
          alt=""
          sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      ) : (
        <DescriptionOutlined color="action" />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {file.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatFileSize(file.size)}
        </Typography>
      </Box>
    </Box>
  );
}

/** A document upload bound to a react-hook-form field holding a File (or null). */
export function DocumentUploadField<T extends FieldValues, TOut>({
  control,
  name,
  label,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl fullWidth error={fieldState.invalid} required>
          <FormLabel htmlFor={id} sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
            {label}
          </FormLabel>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              flexWrap: 'wrap',
              gap: 1.5,
              p: 2,
              borderRadius: 2,
              border: '1.5px dashed',
              borderColor: fieldState.invalid ? 'error.main' : 'divider',
              bgcolor: 'background.default',
              '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <input
              id={id}
              ref={field.ref}
              name={field.name}
              type="file"
              accept={ACCEPT}
              aria-invalid={fieldState.invalid}
              aria-describedby={fieldState.error ? `${id}-error` : undefined}
              style={srOnly}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(event.target.files?.[0] ?? null);
                // choosing the same file again after a fix still counts as a change
                event.target.value = '';
              }}
            />
            <Chosen file={(field.value as File | null) ?? null} />
            <Button component="label" htmlFor={id} variant="outlined" size="small" startIcon={<UploadFile />} aria-hidden tabIndex={-1}>
              {field.value ? KYC_TEXT.replaceFile : KYC_TEXT.chooseFile}
            </Button>
          </Box>
          {fieldState.error?.message && <FormHelperText id={`${id}-error`}>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
