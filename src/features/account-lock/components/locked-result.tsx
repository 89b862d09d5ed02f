import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_LOCK_MSG } from '@/common/account-lock';
import { paths } from '@/src/config/paths';
import { LOCK_UI } from '../texts';

/** The account is locked: what that means, and the two ways back in. */
export function LockedResult() {
  return (
    <>
      <Alert severity="success">{ACCOUNT_LOCK_MSG.locked}</Alert>
      <Typography sx={{ mt: 2 }}>{ACCOUNT_LOCK_MSG.howToUnlock}</Typography>
      <Button component={RouterLink} to={paths.unlockAccount} variant="outlined" fullWidth size="large" sx={{ mt: 3 }}>
        {LOCK_UI.toUnlock}
      </Button>
    </>
  );
}
