import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { downloadText } from '../utils/copy-text';
import { RECOVERY_CODES_FILE_NAME, recoveryCodesFile, SECURITY_TEXT } from '../texts';
import { CopyButton } from './copy-button';

/** The recovery codes, shown once right after two-factor sign-in is turned on. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const text = recoveryCodesFile(codes);
  return (
    <Stack spacing={2}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, outline: 'none' }} tabIndex={-1} ref={heading}>
        {SECURITY_TEXT.recoveryTitle}
      </Typography>
      <Alert severity="warning">{SECURITY_TEXT.recoveryHelp}</Alert>
      <Box
        component="ul"
        aria-label={SECURITY_TEXT.recoveryTitle}
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(auto-fill, minmax(140px, 1fr))' },
          gap: 1,
        }}
      >
        {codes.map((code) => (
          <Typography key={code} component="li" sx={{ fontFamily: 'monospace', fontSize: 15, overflowWrap: 'anywhere' }}>
            {code}
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <CopyButton text={codes.join('\n')}>{SECURITY_TEXT.copy}</CopyButton>
        <Button variant="outlined" startIcon={<Download />} onClick={() => downloadText(RECOVERY_CODES_FILE_NAME, text)}>
          {SECURITY_TEXT.download}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {SECURITY_TEXT.savedThem}
        </Button>
      </Box>
    </Stack>
  );
}
