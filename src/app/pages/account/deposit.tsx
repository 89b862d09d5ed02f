import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/src/components/ui/page-header';
import { formatCount } from '@/common/i18n/formatters';
import { MIN_DEPOSIT_USD } from '@/common/transactions';
import { DepositForm } from '@/src/features/deposit/components/deposit-form';
import { ACCOUNT_PAGES_TEXT as T } from './texts';

/** The steps, each its heading and its detail, read when the page renders. */
const steps = (): [string, string][] => [
  [T.stepCoin, T.stepCoinDetail(formatCount(MIN_DEPOSIT_USD))],
  [T.stepSend, T.stepSendDetail],
  [T.stepConfirm, T.stepConfirmDetail],
];

/** /account/deposit. */
export function DepositPage() {
  return (
    <Stack spacing={3}>
      <PageHeader title={T.depositTitle} subtitle={T.depositSubtitle} />
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <DepositForm />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper variant="outlined" component="section" aria-labelledby="deposit-steps" sx={{ p: 3, borderRadius: 3 }}>
            <Typography id="deposit-steps" component="h2" variant="h6">
              {T.howItWorks}
            </Typography>
            <List component="ol" sx={{ listStyle: 'decimal', pl: 2.5 }}>
              {steps().map(([primary, secondary]) => (
                <ListItem key={primary} sx={{ display: 'list-item', px: 0 }}>
                  <ListItemText primary={primary} secondary={secondary} />
                </ListItem>
              ))}
            </List>
          </Paper>
        </Grid>
      </Grid>
    </Stack>
  );
}
