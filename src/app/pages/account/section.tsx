import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMatches } from 'react-router-dom';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { routeTitle } from '../../route-handle';

/** Placeholder for investor screens that later releases fill in; its title comes from the route table. */
export function AccountSectionPage() {
  const matches = useMatches();
  const title = routeTitle(matches) ?? 'Account';
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        {title}
      </Typography>
      <ComingSoon what={title} />
    </Stack>
  );
}
