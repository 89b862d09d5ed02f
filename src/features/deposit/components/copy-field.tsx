import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { DEPOSIT_TEXT } from '../texts';
import { useCopy } from '../utils/use-copy';

/**
 * A value to pay with (an address, an amount) in full, with a Copy button that reads 'Copied'
 * for 2 s. `unit` shows after the value but is not copied: a wallet's amount field takes the
 * number alone. The button is described by the label, so two Copy buttons in one dialog differ.
 */
export function CopyField({ label, value, unit, testId }: { label: string; value: string; unit?: string; testId?: string }) {
  const { copied, copy } = useCopy();
  const labelId = useId();
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, bgcolor: 'background.default' }}>
      <Typography variant="caption" color="text.secondary" component="p" id={labelId}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
        <Typography
          component="p"
          aria-labelledby={labelId}
          data-testid={testId}
          sx={{
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            fontSize: 14,
            // a 42-character address has no spaces: it must break anywhere to fit 375 px
            wordBreak: 'break-all',
            flex: '1 1 200px',
            minWidth: 0,
          }}
        >
          {value}
          {unit && ` ${unit}`}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          onClick={() => void copy(value)}
          startIcon={copied ? <Check /> : <ContentCopy />}
          aria-describedby={labelId}
          aria-live="polite"
          sx={{ flexShrink: 0 }}
        >
          {copied ? DEPOSIT_TEXT.copied : DEPOSIT_TEXT.copy}
        </Button>
      </Box>
    </Box>
  );
}
