import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/src/components/ui/page-header';
import { DepositForm } from '@/src/features/deposit/components/deposit-form';

const STEPS = [
  ['Choose a coin and an amount', 'The minimum deposit is 100 USD.'],
  ['Send the payment', 'Copy the address we show you and pay from your own wallet.'],
  ['Confirm the deposit', 'Your balance is credited once the blockchain confirms it.'],
] as const;

/** /account/deposit. */
export function DepositPage() {
  return (
    <Stack spacing={3}>
      <PageHeader title="Deposit" subtitle="Fund your account with Bitcoin, Ethereum or Tether." />
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <DepositForm />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper variant="outlined" component="section" aria-labelledby="deposit-steps" sx={{ p: 3, borderRadius: 3 }}>
            <Typography id="deposit-steps" component="h2" variant="h6">
              How it works
            </Typography>
            <List component="ol" sx={{ listStyle: 'decimal', pl: 2.5 }}>
              {STEPS.map(([primary, secondary]) => (
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
