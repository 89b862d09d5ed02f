import CancelOutlined from '@mui/icons-material/CancelOutlined';
import ContentCopy from '@mui/icons-material/ContentCopy';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContentText from '@mui/material/DialogContentText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { Confirm, LinkBase, Title, useBasename, useDataProvider, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { PayoutBatch } from '@/common/api/payout-batches';
import { formatUsdFromCents } from '@/common/money';
import { saveFile } from '@/src/utils/save-file';
import type { AdminDataProvider } from '../dataProvider';
import type { DownloadedFile } from '../dataProvider/download';
import { shortTxid } from '../chain-payments/format';
import { useCopy } from '../reserves/useCopy';
import { DetailItem as Item, DetailList } from '../ui/DetailItem';
import { oneLine, tableSx, useListLayout } from '../ui/listLayout';
import { errorMessage, failure, MSG } from '../ui/messages';
import { formatDateTime } from '../ui/money';
import { useRole } from '../ui/roles';
import { STATUS_TONE_COLOURS } from '../ui/StatusField';
import { useMutationOnce } from '../ui/useMutationOnce';
import { BatchDetails } from './BatchDetails';
import { BATCH_STATE_TONES, BATCHES_KEY, formatBtc, formatSats, paidCentsOf, paidSatsOf, withBatch, withdrawalCount } from './batchData';
import { SignedPsbtDialog } from './SignedPsbtDialog';
import { BATCH_TEXT as T } from './texts';

const HEADING_ID = 'payout-batches';

/** 'Batch 1a2b3c4d': the name at the start of a sentence or a title. */
const titleOf = (batch: PayoutBatch) => T.title(batch);

/** The element a batch's details are in (the disclosure button controls it). */
const detailsIdOf = (batch: PayoutBatch) => `batch-${batch.id}-details`;
/** A batch's row or card, scrolled to when the page opens on it. */
const entryIdOf = (batch: Pick<PayoutBatch, 'id'>) => `batch-${batch.id}`;

/** What the notification says once the server broadcast a signed batch. */
const signedMessage = (batch: PayoutBatch): string =>
  batch.state === 'paid' ? T.broadcastPaid(batch, batch.txid, batch.items.length) : T.broadcastWaiting(batch, batch.txid);

const StateChip = ({ batch }: { batch: PayoutBatch }) => {
  const tone = BATCH_STATE_TONES[batch.state];
  return <Chip size="small" label={T.state(batch.state)} data-tone={tone} sx={{ fontWeight: 500, ...STATUS_TONE_COLOURS[tone] }} />;
};

/** A figure's second line; `wrap` lets a longer one break (beside the menu, where the table is narrow). */
const Muted = ({ children, wrap = false }: { children: ReactNode; wrap?: boolean }) => (
  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', whiteSpace: wrap ? 'normal' : 'nowrap' }}>
    {children}
  </Typography>
);

/** The transaction id, shortened, with the full one as its tooltip and a button that copies it. */
const Txid = ({ batch }: { batch: PayoutBatch }) => {
  const copy = useCopy();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="span" title={batch.txid} sx={{ fontFamily: 'monospace', fontSize: 13, whiteSpace: 'nowrap' }}>
        {shortTxid(batch.txid)}
      </Box>
      <Tooltip title={T.copyTxid}>
        <IconButton size="small" onClick={() => copy(batch.txid, T.txidOf(batch))} aria-label={T.copyTxidOf(batch)}>
          <ContentCopy fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Box>
  );
};

/** What a batch pays: its total in bitcoin (exact, from the satoshis), then how many withdrawals and their USD. */
const Paid = ({ batch }: { batch: PayoutBatch }) => (
  <>
    <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
      {formatBtc(paidSatsOf(batch))}
    </Box>
    <Muted>{withdrawalCount(batch.items.length)}</Muted>
    <Muted>{formatUsdFromCents(paidCentsOf(batch))}</Muted>
  </>
);

const Fee = ({ batch }: { batch: PayoutBatch }) => (
  <>
    <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
      {formatSats(batch.fee_sats)}
    </Box>
    <Muted>{T.feeRateValue(batch.fee_rate)}</Muted>
  </>
);

const changeText = (batch: PayoutBatch) => (batch.change_sats > 0 ? formatBtc(batch.change_sats) : T.none);

/** What each batch offers: its details to everyone; to admins, while it awaits its signature, its three steps. */
interface EntryActions {
  expanded: (batch: PayoutBatch) => boolean;
  onToggle: (batch: PayoutBatch) => void;
  /** beside the menu the buttons' words may break onto two lines, so that the table fits */
  narrow?: boolean;
  /** absent for support staff, who only read */
  admin?: {
    onDownload: (batch: PayoutBatch) => void;
    onUpload: (batch: PayoutBatch) => void;
    onCancel: (batch: PayoutBatch) => void;
    downloading: boolean;
    cancelling: boolean;
  };
}

/** The batch's buttons, named with the batch (each batch has the same visible words). */
const Actions = ({ batch, expanded, onToggle, narrow = false, admin }: EntryActions & { batch: PayoutBatch }) => {
  const open = expanded(batch);
  const words = narrow ? { textAlign: 'left' as const } : oneLine;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      <Button
        size="small"
        startIcon={open ? <ExpandLess /> : <ExpandMore />}
        onClick={() => onToggle(batch)}
        aria-expanded={open}
        aria-controls={open ? detailsIdOf(batch) : undefined}
        aria-label={T.detailsOf(batch)}
      >
        {T.details}
      </Button>
      {admin && batch.state === 'built' && (
        <>
          <Button
            size="small"
            startIcon={<FileDownloadOutlined />}
            onClick={() => admin.onDownload(batch)}
            disabled={admin.downloading}
            aria-label={T.downloadPsbtOf(batch)}
            sx={words}
          >
            {T.downloadPsbt}
          </Button>
          <Button
            size="small"
            startIcon={<UploadFile />}
            onClick={() => admin.onUpload(batch)}
            aria-label={T.uploadSignedOf(batch)}
            sx={words}
          >
            {T.uploadSigned}
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<CancelOutlined />}
            onClick={() => admin.onCancel(batch)}
            disabled={admin.cancelling}
            aria-label={T.cancelOf(batch)}
            sx={words}
          >
            {T.cancelBatch}
          </Button>
        </>
      )}
    </Box>
  );
};

type ListProps = EntryActions & { batches: PayoutBatch[] };

/** A phone: one card per batch, its figures one under another, its details inside it. */
const BatchCards = ({ batches, ...actions }: ListProps) => (
  <Box component="ul" sx={{ display: 'grid', gap: 2, listStyle: 'none', p: 0, m: 0 }}>
    {batches.map((b) => (
      <Card component="li" variant="outlined" key={b.id} id={entryIdOf(b)} aria-labelledby={`${entryIdOf(b)}-name`}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Typography id={`${entryIdOf(b)}-name`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {titleOf(b)}
            </Typography>
            <StateChip batch={b} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {T.builtAt(formatDateTime(b.created_at))}
          </Typography>
          <DetailList>
            <Item label={T.transaction}>
              <Txid batch={b} />
            </Item>
            <Item label={T.withdrawalsPaid}>
              <Paid batch={b} />
            </Item>
            <Item label={T.fee}>
              <Fee batch={b} />
            </Item>
            <Item label={T.change}>{changeText(b)}</Item>
          </DetailList>
          <Actions batch={b} {...actions} />
          {actions.expanded(b) && (
            <Box id={detailsIdOf(b)} sx={{ mt: 1 }}>
              <BatchDetails batch={b} phone level={4} />
            </Box>
          )}
        </CardContent>
      </Card>
    ))}
  </Box>
);

const Th = ({ children, align }: { children: ReactNode; align?: 'right' }) => (
  <TableCell component="th" scope="col" align={align}>
    {children}
  </TableCell>
);

/**
 * A table: every column from 1280 px; beside the menu below that (1024 px), the state and the date
 * go under the batch and the change under the fee. A batch's details open in a row under it.
 */
const BatchTable = ({ batches, full, ...actions }: ListProps & { full: boolean }) => {
  const columns = full ? 8 : 5;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-labelledby={HEADING_ID} sx={tableSx}>
        <TableHead>
          <TableRow>
            <Th>{T.batch}</Th>
            {full && <Th>{T.stateLabel}</Th>}
            {full && <Th>{T.builtAtLabel}</Th>}
            <Th>{T.transaction}</Th>
            <Th align="right">{T.withdrawalsPaid}</Th>
            <Th align="right">{T.fee}</Th>
            {full && <Th align="right">{T.change}</Th>}
            <Th>{T.actions}</Th>
          </TableRow>
        </TableHead>
        <TableBody>
          {batches.map((b) => (
            <Fragment key={b.id}>
              <TableRow id={entryIdOf(b)} sx={actions.expanded(b) ? { '& > td, & > th': { borderBottom: 0 } } : undefined}>
                <TableCell component="th" scope="row" sx={{ ...oneLine, fontWeight: 'normal' }}>
                  {titleOf(b)}
                  {!full && (
                    <>
                      <Muted>{formatDateTime(b.created_at)}</Muted>
                      <StateChip batch={b} />
                    </>
                  )}
                </TableCell>
                {full && (
                  <TableCell sx={oneLine}>
                    <StateChip batch={b} />
                  </TableCell>
                )}
                {full && <TableCell sx={{ minWidth: 96 }}>{formatDateTime(b.created_at)}</TableCell>}
                <TableCell>
                  <Txid batch={b} />
                </TableCell>
                <TableCell align="right">
                  <Paid batch={b} />
                </TableCell>
                <TableCell align="right">
                  <Fee batch={b} />
                  {!full && <Muted wrap>{T.changeValue(changeText(b))}</Muted>}
                </TableCell>
                {full && (
                  <TableCell align="right" sx={oneLine}>
                    {changeText(b)}
                  </TableCell>
                )}
                <TableCell>
                  <Actions batch={b} {...actions} narrow={!full} />
                </TableCell>
              </TableRow>
              {actions.expanded(b) && (
                <TableRow id={detailsIdOf(b)}>
                  <TableCell colSpan={columns} sx={{ bgcolor: 'action.hover' }}>
                    <BatchDetails batch={b} phone={false} level={3} />
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

/**
 * Bitcoin batches (GET /payouts/batches, newest first): each an unsigned PSBT paying approved
 * bitcoin withdrawals, built on the payout desk. Both roles read each batch, its state, transaction,
 * what it pays, its fee and change, and open its details (inputs and withdrawals). Admins, while a
 * batch awaits its signature, download its PSBT for their wallet, upload it signed for the server to
 * broadcast, or cancel it after a confirmation; each sent once at a time, the list following. The
 * page opens on the batch `?batch=` names (the one just built), its details shown.
 */
export const PayoutBatchesPage = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const basename = useBasename();
  const { isAdmin } = useRole();
  const layout = useListLayout();
  const [searchParams] = useSearchParams();
  const opened = searchParams.get('batch');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(opened ? [opened] : []));
  const [uploading, setUploading] = useState<PayoutBatch | null>(null);
  // the batch asked about stays while the confirmation closes, so its words do not vanish first
  const [asked, setAsked] = useState<{ batch: PayoutBatch; open: boolean } | null>(null);
  const { data, error, isPending } = useQuery({
    queryKey: BATCHES_KEY,
    queryFn: () => dataProvider.getPayoutBatches(),
    retry: false,
  });

  // the batch the page opened on, brought into view once it is listed
  const scrolled = useRef(false);
  useEffect(() => {
    if (scrolled.current || !opened || !data?.some((b) => b.id === opened)) return;
    scrolled.current = true;
    document.getElementById(entryIdOf({ id: opened }))?.scrollIntoView?.({ block: 'start' });
  }, [opened, data]);

  const showBatch = (batch: PayoutBatch) => {
    queryClient.setQueryData<PayoutBatch[]>(BATCHES_KEY, (list) => withBatch(list, batch));
    void queryClient.invalidateQueries({ queryKey: BATCHES_KEY });
  };

  const download = useMutationOnce<DownloadedFile, PayoutBatch>({
    mutationFn: (batch) => dataProvider.downloadBatchPsbt(batch.id),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
    onError: (failed) => notify(failure(T.downloadFailed, failed), { type: 'error' }),
  });

  const cancel = useMutationOnce<PayoutBatch, PayoutBatch>({
    mutationFn: (batch) => dataProvider.cancelPayoutBatch(batch.id),
    onSuccess: (cancelled) => {
      showBatch(cancelled);
      notify(T.cancelled(cancelled), { type: 'success' });
    },
    // a 409 (broadcast or cancelled meanwhile) in full; the list is read again either way
    onError: (failed) => {
      notify(failure(T.cancelFailed, failed), { type: 'error' });
      void queryClient.invalidateQueries({ queryKey: BATCHES_KEY });
    },
  });

  const actions: EntryActions = {
    expanded: (b) => expanded.has(b.id),
    onToggle: (b) =>
      setExpanded((set) => {
        const next = new Set(set);
        if (!next.delete(b.id)) next.add(b.id);
        return next;
      }),
    admin: isAdmin
      ? {
          onDownload: (b) => download.send(b),
          onUpload: setUploading,
          onCancel: (b) => setAsked({ batch: b, open: true }),
          downloading: download.isPending,
          cancelling: cancel.isPending,
        }
      : undefined,
  };

  return (
    // as on the Proof of reserves page: in the layout's flex column, cards keep their own height
    <Stack spacing={2} sx={{ mt: 2, '& > *': { flexShrink: 0 } }}>
      <Title title={T.pageTitle} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 320px', maxWidth: '90ch' }}>
          <Typography component="h1" variant="h5">
            {T.pageTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {T.intro}
            {!isAdmin && ` ${T.onlyAdmins}`}
          </Typography>
        </Box>
        <Button component={LinkBase} to={`${basename}/payouts`} variant="outlined" startIcon={<RequestQuoteOutlined />}>
          {T.payoutDesk}
        </Button>
      </Box>
      <div aria-live="polite">
        {isPending && <CircularProgress size={28} aria-label={T.loading} />}
        {error && (
          <Alert severity="error" role="alert">
            {T.loadFailed(errorMessage(error) ?? MSG.networkError)}
          </Alert>
        )}
        {data?.length === 0 && (
          <Alert severity="info" role="status">
            {isAdmin ? T.noneYetAdmin : T.noneYet}
          </Alert>
        )}
      </div>
      {data && data.length > 0 && (
        <Card variant="outlined" component="section" aria-labelledby={HEADING_ID}>
          <CardContent>
            <Typography id={HEADING_ID} component="h2" variant="h6" gutterBottom>
              {T.batches}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {T.batchesNote}
            </Typography>
            {layout === 'phone' ? (
              <BatchCards batches={data} {...actions} />
            ) : (
              <BatchTable batches={data} full={layout === 'full'} {...actions} />
            )}
          </CardContent>
        </Card>
      )}
      {uploading && (
        <SignedPsbtDialog
          batch={uploading}
          upload={(psbt) => dataProvider.uploadSignedPsbt(uploading.id, psbt)}
          onClose={() => setUploading(null)}
          onSigned={(signed) => {
            setUploading(null);
            showBatch(signed);
            notify(signedMessage(signed), { type: 'success', multiLine: true, autoHideDuration: 15_000 });
          }}
        />
      )}
      <Confirm
        isOpen={asked?.open ?? false}
        loading={cancel.isPending}
        title={asked ? T.cancelTitleOf(asked.batch) : T.cancelTitle}
        content={asked && <DialogContentText>{T.cancelContent(asked.batch.items.length)}</DialogContentText>}
        confirm={T.cancelConfirm}
        cancel={T.keep}
        confirmColor="warning"
        ConfirmIcon={CancelOutlined}
        onConfirm={() => {
          if (asked) cancel.send(asked.batch);
          setAsked((a) => a && { ...a, open: false });
        }}
        onClose={() => setAsked((a) => a && { ...a, open: false })}
      />
    </Stack>
  );
};
