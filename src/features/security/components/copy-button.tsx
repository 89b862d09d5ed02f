import Button, { type ButtonProps } from '@mui/material/Button';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useSnackbar } from 'notistack';
import { copyText } from '../utils/copy-text';
import { SECURITY_TEXT } from '../texts';

/** Copies `text` and says whether it worked. */
export function CopyButton({ text, children = SECURITY_TEXT.copy, ...props }: Omit<ButtonProps, 'onClick'> & { text: string }) {
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Button
      variant="outlined"
      startIcon={<ContentCopy />}
      {...props}
      onClick={async () => {
        const ok = await copyText(text);
        enqueueSnackbar(ok ? SECURITY_TEXT.copied : SECURITY_TEXT.copyFailed, { variant: ok ? 'success' : 'error' });
      }}
    >
      {children}
    </Button>
  );
}
