import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { isAxiosError } from 'axios';
import { useSnackbar } from 'notistack';
import { MSG } from '@/common/messages';
import { useLoggedId } from '@/src/hooks/use-logged-id';
import { saveFile } from '@/src/utils/save-file';
import { readApiError } from '@/src/lib/api-error';
import { useExportTransactions } from '../api/export-transactions';
import { ACTIVITY_TEXT } from '../texts';
import type { ActivityApiFilter } from '../utils/activity-filter';

/** 'Export CSV': every transaction the filters match (not only the page on screen), saved as a file. */
export function ExportCsvButton({ filter }: { filter: ActivityApiFilter | undefined }) {
  const loggedId = useLoggedId();
  const exporting = useExportTransactions();
  const { enqueueSnackbar } = useSnackbar();

  const onExport = async () => {
    if (!loggedId) return;
    try {
      const file = await exporting.mutateAsync({ loggedId, filter });
      saveFile(file.blob, file.fileName);
    } catch (error) {
      // not reached: the connection; an answer without a message, or not a list: the export itself
      const { status, message } = readApiError(error);
      const unreached = status === null && isAxiosError(error);
      enqueueSnackbar(unreached ? MSG.networkError : (message ?? ACTIVITY_TEXT.exportFailed), { variant: 'error' });
    }
  };

  return (
    <Button
      variant="outlined"
      onClick={onExport}
      disabled={exporting.isPending || !loggedId}
      aria-busy={exporting.isPending}
      startIcon={
        exporting.isPending ? <CircularProgress size={18} color="inherit" aria-label={ACTIVITY_TEXT.exporting} /> : <FileDownloadOutlined />
      }
      sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
    >
      {ACTIVITY_TEXT.exportCsv}
    </Button>
  );
}
