import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { COINS, type CoinSymbol } from '@/common/coins';
import { UI_TEXT } from './texts';

/** The network each coin moves on: USDT is paid on TRON (TRC-20), as common/crypto-address.ts checks. */
const COIN_HINTS: Record<CoinSymbol, () => string> = { btc: () => 'BTC', eth: () => 'ETH', usdt: () => UI_TEXT.usdtNetwork };

/** The three coins as large radio cards: deposits and withdrawals pick their coin the same way. */
export function CoinPicker({
  id,
  label,
  value,
  onChange,
}: {
  /** unique per screen: names the group and its label */
  id: string;
  label: string;
  value: CoinSymbol;
  onChange: (coin: CoinSymbol) => void;
}) {
  return (
    <FormControl>
      <FormLabel id={`${id}-label`} sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
        {label}
      </FormLabel>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        name={id}
        value={value}
        onChange={(event) => onChange(event.target.value as CoinSymbol)}
        // as many cards a row as the form's own width holds (not the window's: beside the deposit
        // screen's side card at 1024 px three cards did not fit, and the Tether card's name spilled out)
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))', gap: 1.5 }}
      >
        {COINS.map((c) => (
          <FormControlLabel
            key={c.symbol}
            value={c.symbol}
            control={<Radio />}
            label={
              <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {c.name}
                </Typography>
                <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {COIN_HINTS[c.symbol]()}
                </Typography>
              </Box>
            }
            sx={{
              m: 0,
              pr: 1.5,
              py: 0.75,
              border: 1,
              borderRadius: 2,
              borderColor: value === c.symbol ? 'primary.main' : 'divider',
              bgcolor: value === c.symbol ? 'action.selected' : 'transparent',
            }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
