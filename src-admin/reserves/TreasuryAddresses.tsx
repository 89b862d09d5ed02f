import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Confirm, Link, useBasename, useDataProvider, useNotify } from 'react-admin';
import type { TreasuryAddress } from '@/common/api/reserves';
import { coinText } from '@/common/coins';
import { SIGNATURE_FORMATS } from '@/common/reserves/treasury-message';
import type { AdminDataProvider } from '../dataProvider';
import { oneLine, tableSx, useListLayout } from '../ui/listLayout';
import { errorMessage, failure } from '../ui/messages';
import { formatDateTime } from '../ui/money';
import { useRole } from '../ui/roles';
import { useMutationOnce } from '../ui/useMutationOnce';
import { TreasuryAddressForm } from './TreasuryAddressForm';
import { monospaceWrap, TREASURY_KEY } from './treasuryData';
import { aroundSlot } from '../layout/words';
import { TREASURY_TEXT as T } from './texts';
import { useCopy } from './useCopy';

const HEADING_ID = 'treasury-addresses';

/** What a row offers: its signed message and signature to read; for admins, removing it. */
interface RowActions {
  onShow: (t: TreasuryAddress) => void;
  /** absent for support staff, who only read */
  onRemove?: (t: TreasuryAddress) => void;
  removing: boolean;
}

const Address = ({ t }: { t: TreasuryAddress }) => (
  <Box component="span" sx={{ ...monospaceWrap, display: 'block' }}>
    {t.address}
  </Box>
);

/** The row's buttons, named with its address (each row has the same visible words). */
const Actions = ({ t, onShow, onRemove, removing }: RowActions & { t: TreasuryAddress }) => (
  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
    <Button size="small" startIcon={<VerifiedOutlined />} onClick={() => onShow(t)} aria-label={T.signedMessageOf(t.address)}>
      {T.signedMessage}
    </Button>
    {onRemove && (
      <Button
        size="small"
        color="error"
        startIcon={<DeleteOutline />}
        onClick={() => onRemove(t)}
        disabled={removing}
        aria-label={T.removeAddress(t.address)}
      >
        {T.remove}
      </Button>
    )}
  </Box>
);

/** A phone: one card per address, the address wrapping within the screen's width. */
const TreasuryCards = ({ addresses, ...actions }: RowActions & { addresses: TreasuryAddress[] }) => (
  <Box component="ul" sx={{ display: 'grid', gap: 2, listStyle: 'none', p: 0, m: 0 }}>
    {addresses.map((t) => (
      <Card component="li" variant="outlined" key={t.id} aria-labelledby={`treasury-${t.id}-coin treasury-${t.id}-address`}>
        <CardContent>
          <Typography id={`treasury-${t.id}-coin`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {coinText(t.coin, 'label')}
          </Typography>
          <Box id={`treasury-${t.id}-address`} sx={{ my: 0.5 }}>
            <Address t={t} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {T.registered(formatDateTime(t.registered_at))}
          </Typography>
          <Actions t={t} {...actions} />
        </CardContent>
      </Card>
    ))}
  </Box>
);

/** A table: the registered date in a column of its own from 1280 px, under the coin beside the menu. */
const TreasuryTable = ({ addresses, full, ...actions }: RowActions & { addresses: TreasuryAddress[]; full: boolean }) => (
  <Box sx={{ overflowX: 'auto' }}>
    <Table size="small" aria-labelledby={HEADING_ID} sx={tableSx}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {T.coin}
          </TableCell>
          <TableCell component="th" scope="col">
            {T.address}
          </TableCell>
          {full && (
            <TableCell component="th" scope="col">
              {T.registeredAt}
            </TableCell>
          )}
          <TableCell component="th" scope="col">
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {T.proofOfControl}
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {addresses.map((t) => (
          <TableRow key={t.id}>
            <TableCell sx={{ minWidth: 120 }}>
              {coinText(t.coin, 'label')}
              {!full && (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
                  {T.registered(formatDateTime(t.registered_at))}
                </Typography>
              )}
            </TableCell>
            <TableCell component="th" scope="row" sx={{ minWidth: 200, fontWeight: 'normal' }}>
              <Address t={t} />
            </TableCell>
            {full && <TableCell sx={oneLine}>{formatDateTime(t.registered_at)}</TableCell>}
            <TableCell>
              <Actions t={t} {...actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </Box>
);

/** A read-only text (a message, a signature) in full, with a button (named `copyLabel`) that copies it. */
const CopyField = ({
  id,
  label,
  value,
  what,
  copyLabel,
}: {
  id: string;
  label: string;
  value: string;
  what: string;
  copyLabel: string;
}) => {
  const copy = useCopy();
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <TextField
        id={id}
        label={label}
        value={value}
        multiline
        fullWidth
        sx={{ '& textarea': monospaceWrap }}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <Button
        variant="outlined"
        startIcon={<ContentCopy />}
        onClick={() => copy(value, what)}
        aria-label={copyLabel}
        sx={{ flexShrink: 0, mt: 1 }}
      >
        {T.copy}
      </Button>
    </Box>
  );
};

/** What proves the operator controls an address: the message its key signed and the signature, for anyone to check again. */
const ProofDialog = ({ t, onClose }: { t: TreasuryAddress; onClose: () => void }) => {
  const ids = useId();
  const [before, after] = aroundSlot((address) => T.proofIntro(coinText(t.coin, 'label'), address, formatDateTime(t.registered_at)));
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${ids}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${ids}-title`}>{T.proofOfControl}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div" sx={{ mb: 2 }}>
          {before}
          <Box component="span" sx={monospaceWrap}>
            {t.address}
          </Box>
          {after}
        </DialogContentText>
        <Stack spacing={2}>
          <CopyField
            id={`${ids}-message`}
            label={T.signedMessage}
            value={t.message}
            what={T.theSignedMessage}
            copyLabel={T.copySignedMessage}
          />
          <CopyField id={`${ids}-signature`} label={T.signature} value={t.signature} what={T.theSignature} copyLabel={T.copySignature} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {T.checkAgain(SIGNATURE_FORMATS[t.coin])}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * The treasury addresses (GET /reserves/treasury-addresses): the addresses whose balances, with
 * every deposit address's, each snapshot reads from the chain as proven reserves. Both roles
 * read them and the message and signature that prove control; admins register one (with a
 * signature by its key) and remove one, after a confirmation (DELETE, sent once at a time).
 */
export const TreasuryAddresses = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const basename = useBasename();
  const { isAdmin } = useRole();
  const layout = useListLayout();
  const [shown, setShown] = useState<TreasuryAddress | null>(null);
  // the address asked about stays while the confirmation closes, so its words do not vanish first
  const [asked, setAsked] = useState<{ t: TreasuryAddress; open: boolean } | null>(null);
  const { data, error, isPending } = useQuery({
    queryKey: TREASURY_KEY,
    queryFn: () => dataProvider.getTreasuryAddresses(),
    retry: false,
  });

  const remove = useMutationOnce<void, TreasuryAddress>({
    mutationFn: (t) => dataProvider.removeTreasuryAddress(t.id),
    onSuccess: (_, t) => notify(T.removed(t.address), { type: 'success' }),
    onError: (failed) => notify(failure(T.removeFailed, failed), { type: 'error' }),
    // a 404 is an address removed meanwhile: the list is read again either way
    onSettled: () => queryClient.invalidateQueries({ queryKey: TREASURY_KEY }),
  });

  const [introBefore, introAfter] = aroundSlot(T.intro);
  const [removeBefore, removeAfter] = asked ? aroundSlot((address) => T.removeContent(coinText(asked.t.coin, 'label'), address)) : ['', ''];

  const actions: RowActions = {
    onShow: setShown,
    onRemove: isAdmin ? (t) => setAsked({ t, open: true }) : undefined,
    removing: remove.isPending,
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={HEADING_ID}>
      <CardContent>
        <Typography id={HEADING_ID} component="h2" variant="h6" gutterBottom>
          {T.heading}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: '80ch' }}>
          {introBefore}
          <Link to={`${basename}/liabilities`} underline="always">
            {T.liabilitiesLink}
          </Link>
          {introAfter}
          {!isAdmin && T.onlyAdmins}
        </Typography>
        <div aria-live="polite">
          {isPending && <CircularProgress size={28} aria-label={T.loading} />}
          {error && (
            <Alert severity="error" role="alert">
              {errorMessage(error) ?? T.loadFailed}
            </Alert>
          )}
          {data?.length === 0 && (
            <Alert severity="info" role="status">
              {T.none}
            </Alert>
          )}
        </div>
        {data &&
          data.length > 0 &&
          (layout === 'phone' ? (
            <TreasuryCards addresses={data} {...actions} />
          ) : (
            <TreasuryTable addresses={data} full={layout === 'full'} {...actions} />
          ))}
        {isAdmin && (
          <>
            <Divider sx={{ my: 3 }} />
            <TreasuryAddressForm />
          </>
        )}
      </CardContent>
      {shown && <ProofDialog t={shown} onClose={() => setShown(null)} />}
      <Confirm
        isOpen={asked?.open ?? false}
        loading={remove.isPending}
        title={T.removeTitle}
        content={
          asked && (
            <DialogContentText>
              {removeBefore}
              <Box component="span" sx={monospaceWrap}>
                {asked.t.address}
              </Box>
              {removeAfter}
            </DialogContentText>
          )
        }
        confirm={T.remove}
        confirmColor="warning"
        ConfirmIcon={DeleteOutline}
        onConfirm={() => {
          if (asked) remove.send(asked.t);
          setAsked((a) => a && { ...a, open: false });
        }}
        onClose={() => setAsked((a) => a && { ...a, open: false })}
      />
    </Card>
  );
};
