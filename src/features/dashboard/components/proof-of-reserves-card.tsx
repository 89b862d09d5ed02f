import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/src/config/paths';
import { DASHBOARD_TEXT as T } from '../texts';

/** Where an investor finds their proof of reserves: the public page, where 'Get my proof' fetches and checks it. */
export function ProofOfReservesCard() {
  return (
    <Paper
      component="section"
      aria-labelledby="dashboard-reserves-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      <VerifiedUserOutlined color="primary" sx={{ fontSize: 36 }} aria-hidden />
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Typography id="dashboard-reserves-title" component="h2" variant="h6">
          {T.reservesTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {T.reservesHint}
        </Typography>
      </Box>
      <Button component={RouterLink} to={paths.proofOfReserves} variant="outlined" sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
        {T.reservesLink}
      </Button>
    </Paper>
  );
}
