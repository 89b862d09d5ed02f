import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { fromCents, formatUsdFromDollars, toCents } from '@/common/money';
import { ACCOUNT_PATHS } from '@/src/config/account-paths';
import { useMe } from '@/src/lib/auth/me';
import { INVEST_FORM_TEXT } from '../texts';

/**
 * What the investor has to invest, and, once the amount chosen is more than that, how much is
 * missing with a way to deposit it: said before 'Confirm & Proceed', not only as the server's
 * 'Insufficient balance' after it. Nothing while the balance loads or cannot be read.
 */
export function BalanceCheck({ amount }: { amount: number | null }) {
  const balance = useMe().data?.acct_bal;
  if (typeof balance !== 'number') return null;
  // in cents, as the ledger compares them
  const shortCents = amount === null ? 0 : toCents(amount) - toCents(balance);
  return (
    <>
      <Typography variant="body2" data-testid="available-balance">
        {INVEST_FORM_TEXT.available} <strong>{formatUsdFromDollars(balance)}</strong>
      </Typography>
      {amount !== null && shortCents > 0 && (
        <Alert
          severity="warning"
          data-testid="balance-shortfall"
          action={
            <Button component={RouterLink} to={ACCOUNT_PATHS.deposit} color="inherit" size="small">
              {INVEST_FORM_TEXT.deposit}
            </Button>
          }
        >
          {INVEST_FORM_TEXT.shortfall(formatUsdFromDollars(fromCents(shortCents)), formatUsdFromDollars(amount))}
        </Alert>
      )}
    </>
  );
}
