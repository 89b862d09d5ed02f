import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useSnackbar } from 'notistack';
import type { PublicWithdrawalAddress } from '@/common/api/withdrawal-addresses';
import { COINS } from '@/common/coins';
import { MSG } from '@/common/messages';
import { WITHDRAWAL_ADDRESS_MSG } from '@/common/validation/withdrawal-addresses';
import { LoadError } from '@/src/components/ui/load-error';
import { readApiError } from '@/src/lib/api-error';
import { useDeleteWithdrawalAddress } from '../api/delete-withdrawal-address';
import { useWithdrawalAddresses } from '../api/get-withdrawal-addresses';
import { WITHDRAWAL_ADDRESSES_TEXT as T } from '../texts';
import { formatUsableFrom, isOnHold } from '../utils/hold';

/** One saved address: its name, the address (wrapped anywhere, never wider than the screen), its hold, delete. */
function AddressRow({ address, onDelete }: { address: PublicWithdrawalAddress; onDelete: () => void }) {
  const held = isOnHold(address);
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{address.label}</Typography>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', wordBreak: 'break-all' }}>
          {address.address}
        </Typography>
        {held && (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            sx={{ mt: 0.5 }}
            label={T.usableFrom(formatUsableFrom(address.usable_from))}
          />
        )}
      </Box>
      <IconButton aria-label={T.deleteNamed(address.label)} onClick={onDelete} edge="end">
        <DeleteOutline />
      </IconButton>
    </Box>
  );
}

/** Profile > Withdrawal addresses: the saved addresses, coin by coin, each with a delete after a confirmation. */
export function AddressBook() {
  const addresses = useWithdrawalAddresses();
  const remove = useDeleteWithdrawalAddress();
  const { enqueueSnackbar } = useSnackbar();
  const [doomed, setDoomed] = useState<PublicWithdrawalAddress | null>(null);

  const confirmDelete = async () => {
    if (!doomed) return;
    try {
      await remove.mutateAsync(doomed._id);
      enqueueSnackbar(WITHDRAWAL_ADDRESS_MSG.deleted, { variant: 'success' });
    } catch (error) {
      const { status, message } = readApiError(error);
      enqueueSnackbar(status === null ? MSG.networkError : (message ?? MSG.networkError), { variant: 'error' });
    } finally {
      setDoomed(null);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="address-book-heading" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
      <Typography id="address-book-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {T.savedTitle}
      </Typography>
      {addresses.isPending && <CircularProgress aria-label={T.loading} />}
      {addresses.isError && <LoadError error={addresses.error} what={T.loadWhat} onRetry={() => void addresses.refetch()} />}
      {addresses.data?.length === 0 && <Typography color="text.secondary">{T.none}</Typography>}
      {addresses.data && addresses.data.length > 0 && (
        <Stack spacing={2}>
          {COINS.map((coin) => {
            const mine = addresses.data.filter((a) => a.coin === coin.symbol);
            if (!mine.length) return null;
            return (
              <Box key={coin.symbol} component="section" aria-label={coin.name}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {coin.name}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {mine.map((a) => (
                    <AddressRow key={a._id} address={a} onDelete={() => setDoomed(a)} />
                  ))}
                </Box>
              </Box>
            );
          })}
        </Stack>
      )}
      <Dialog open={doomed !== null} onClose={() => setDoomed(null)} aria-labelledby="delete-address-title">
        <DialogTitle id="delete-address-title">{T.deleteTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ overflowWrap: 'anywhere' }}>{doomed && T.deleteText(doomed.label, doomed.address)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDoomed(null)}>{T.cancel}</Button>
          <Button color="error" variant="contained" onClick={() => void confirmDelete()} disabled={remove.isPending}>
            {T.delete}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
