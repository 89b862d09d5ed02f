import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import { Title, useCreatePath, useGetIdentity, usePermissions } from 'react-admin';
import { Link } from 'react-router-dom';

/** The back-office home: a greeting and a tile per area (more tiles arrive with their screens). */
export const Dashboard = () => {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<string | null>();
  const createPath = useCreatePath();
  const tiles = [{ label: 'Users', icon: PeopleOutline, to: createPath({ resource: 'users', type: 'list' }) }];
  return (
    <Stack spacing={3} sx={{ mt: 2 }}>
      <Title title="Back-office" />
      <div>
        <Typography component="h1" variant="h4">
          {identity?.fullName ? `Hello, ${identity.fullName}` : 'Back-office'}
        </Typography>
        {permissions && (
          <Typography color="text.secondary">
            Signed in as {permissions === 'support' ? 'support staff (read-only)' : permissions}
          </Typography>
        )}
      </div>
      <Grid container spacing={2}>
        {tiles.map(({ label, icon: Icon, to }) => (
          <Grid key={label} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined">
              <CardActionArea component={Link} to={to}>
                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                  <Icon color="primary" aria-hidden />
                  <Typography variant="h6" component="span">
                    {label}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
};
