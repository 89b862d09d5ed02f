import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_PATHS } from '@/src/config/account-paths';
import { DASHBOARD_TEXT as T } from '../texts';

/**
 * What to do when nothing is invested: without money, deposit; with money, pick a plan
 * (the first plan page of the navigation; every plan page links to the others).
 */
export function NextStep({ hasMoney }: { hasMoney: boolean }) {
  return (
    <>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {hasMoney ? T.browsePlansHint : T.firstDepositHint}
      </Typography>
      <Button
        component={RouterLink}
        to={hasMoney ? ACCOUNT_PATHS.agric : ACCOUNT_PATHS.deposit}
        variant="contained"
        color="secondary"
        sx={{ mt: 2 }}
      >
        {hasMoney ? T.browsePlans : T.firstDeposit}
      </Button>
    </>
  );
}
