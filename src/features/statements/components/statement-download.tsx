import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useSnackbar } from 'notistack';
import { recentMonths, STATEMENT_MSG, type StatementFormat } from '@/common/api/statements';
import { MSG } from '@/common/messages';
import { useLoggedId } from '@/src/hooks/use-logged-id';
import { readApiError } from '@/src/lib/api-error';
import { useDownloadStatement } from '../api/download-statement';
import { STATEMENT_TEXT } from '../texts';
import { saveFile } from '@/src/utils/save-file';

/** Activity's 'Download statement': a month (this one and the 12 before) and PDF or CSV, saved as a file. */
export function StatementDownload() {
  const userId = useLoggedId();
  const months = useMemo(() => recentMonths(new Date()), []);
  const [month, setMonth] = useState(months[0].value);
  const [format, setFormat] = useState<StatementFormat>('pdf');
  const download = useDownloadStatement();
  const { enqueueSnackbar } = useSnackbar();

  const onDownload = async () => {
    if (!userId) return;
    try {
      const file = await download.mutateAsync({ userId, month, format });
      saveFile(file.blob, file.fileName);
    } catch (error) {
      const { status, message } = readApiError(error);
      enqueueSnackbar(status === null ? MSG.networkError : (message ?? STATEMENT_MSG.downloadFailed), { variant: 'error' });
    }
  };

  return (
    <Paper component="section" aria-labelledby="statement-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="statement-title" component="h2" variant="h6">
        {STATEMENT_TEXT.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {STATEMENT_TEXT.intro}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          label={STATEMENT_TEXT.month}
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          size="small"
          sx={{ minWidth: { sm: 200 } }}
        >
          {months.map((m) => (
            <MenuItem key={m.value} value={m.value}>
              {m.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={STATEMENT_TEXT.format}
          value={format}
          onChange={(e) => setFormat(e.target.value as StatementFormat)}
          size="small"
          sx={{ minWidth: { sm: 180 } }}
        >
          <MenuItem value="pdf">{STATEMENT_TEXT.pdf}</MenuItem>
          <MenuItem value="csv">{STATEMENT_TEXT.csv}</MenuItem>
        </TextField>
        <Button
          variant="contained"
          onClick={onDownload}
          disabled={download.isPending || !userId}
          aria-busy={download.isPending}
          // one line: beside the two fields the row squeezed the button until its words wrapped
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          startIcon={
            download.isPending ? (
              <CircularProgress size={18} color="inherit" aria-label={STATEMENT_TEXT.downloading} />
            ) : (
              <FileDownloadOutlined />
            )
          }
        >
          {STATEMENT_TEXT.download}
        </Button>
      </Stack>
    </Paper>
  );
}
