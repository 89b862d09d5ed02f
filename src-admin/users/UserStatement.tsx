import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, type Identifier } from 'react-admin';
import { recentMonths, STATEMENT_MSG, type StatementFormat } from '@/common/api/statements';
import type { AdminDataProvider } from '../dataProvider';
import { errorMessage, MSG } from '../ui/messages';
import type { UserRecord } from './types';
import { saveFile } from '@/src/utils/save-file';
import { UI_TEXT } from '../ui/texts';
import { USER_TEXT as T } from './texts';

/** A user's monthly statement (this month or the 12 before, calendar months in UTC) as PDF or CSV. */
export const UserStatement = () => {
  const record = useRecordContext<UserRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const titleId = useId();
  const months = useMemo(() => recentMonths(new Date()), []);
  const [month, setMonth] = useState(months[0].value);
  const [format, setFormat] = useState<StatementFormat>('pdf');
  const download = useMutation({
    mutationFn: ({ id, month, format }: { id: Identifier; month: string; format: StatementFormat }) =>
      dataProvider.getStatement(id, month, format),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
    onError: (error) =>
      notify(UI_TEXT.failedWith(STATEMENT_MSG.downloadFailed, errorMessage(error) ?? MSG.networkError), { type: 'error' }),
  });
  if (!record) return null;
  const pending = download.isPending;

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ mt: 2 }}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="h6" gutterBottom>
          {T.statement}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {T.statementIntro}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            label={T.month}
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
            label={T.format}
            value={format}
            onChange={(e) => setFormat(e.target.value as StatementFormat)}
            size="small"
            sx={{ minWidth: { sm: 160 } }}
          >
            <MenuItem value="pdf">PDF</MenuItem>
            <MenuItem value="csv">{T.csvFormat}</MenuItem>
          </TextField>
          <Button
            variant="contained"
            onClick={() => download.mutate({ id: record.id, month, format })}
            disabled={pending}
            aria-busy={pending}
            startIcon={
              pending ? <CircularProgress size={18} color="inherit" aria-label={T.preparingStatement} /> : <FileDownloadOutlined />
            }
          >
            {T.downloadStatement}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
