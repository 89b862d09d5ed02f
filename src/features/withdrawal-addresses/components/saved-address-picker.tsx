import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router-dom';
import type { CoinSymbol } from '@/common/coins';
import { ACCOUNT_PATHS } from '@/src/config/account-paths';
import { useWithdrawalAddresses } from '../api/get-withdrawal-addresses';
import { WITHDRAWAL_ADDRESSES_TEXT as T } from '../texts';
import { formatUsableFrom, isOnHold } from '../utils/hold';

/**
 * The withdrawal screen's 'Saved addresses' beside the free address field: choosing one fills
 * the field. With the allow-list on, addresses still in their hold cannot be chosen.
 */
export function SavedAddressPicker({
  coin,
  value,
  allowlistOn,
  onPick,
}: {
  coin: CoinSymbol;
  /** the address field's current text: the matching saved one shows as chosen */
  value: string;
  allowlistOn: boolean;
  onPick: (address: string) => void;
}) {
  const addresses = useWithdrawalAddresses();
  const mine = (addresses.data ?? []).filter((a) => a.coin === coin);
  if (!mine.length) {
    if (!allowlistOn || !addresses.data) return null;
    return (
      <Alert severity="info">
        {T.noSavedForCoin}{' '}
        <Link component={RouterLink} to={ACCOUNT_PATHS.withdrawalAddresses}>
          {T.saveOneLink}
        </Link>
        .
      </Alert>
    );
  }
  const chosen = mine.find((a) => a.address === value.trim())?._id ?? '';
  return (
    <TextField
      select
      id="saved-address"
      label={T.savedLabel}
      value={chosen}
      onChange={(event) => {
        const picked = mine.find((a) => a._id === event.target.value);
        if (picked) onPick(picked.address);
      }}
      helperText={T.pickHelp}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxWidth: 'calc(100vw - 32px)' } } } } } }}
    >
      {mine.map((a) => {
        const held = isOnHold(a);
        return (
          <MenuItem key={a._id} value={a._id} disabled={allowlistOn && held} sx={{ whiteSpace: 'normal' }}>
            <ListItemText
              primary={a.label}
              secondary={held ? T.heldLine(a.address, formatUsableFrom(a.usable_from)) : a.address}
              slotProps={{ secondary: { sx: { overflowWrap: 'anywhere', fontFamily: 'monospace' } } }}
            />
          </MenuItem>
        );
      })}
    </TextField>
  );
}
