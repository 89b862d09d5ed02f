import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useCopy } from '../utils/use-copy';

/** The wallet address in full, with a Copy button that reads 'Copied' for 2 s. */
export function CopyAddress({ address, label }: { address: string; label: string }) {
  const { copied, copy } = useCopy();
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, bgcolor: 'background.default' }}>
      <Typography variant="caption" color="text.secondary" component="p" id="deposit-address-label">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
        <Typography
          component="p"
          aria-labelledby="deposit-address-label"
          data-testid="deposit-address"
          sx={{
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            fontSize: 14,
            wordBreak: 'break-all',
            flex: '1 1 200px',
          }}
        >
          {address}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          onClick={() => void copy(address)}
          startIcon={copied ? <Check /> : <ContentCopy />}
          aria-live="polite"
          sx={{ flexShrink: 0 }}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </Box>
    </Box>
  );
}
