import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router-dom';
import { Logo } from '@/src/components/ui/logo';
import { SITE } from '@/src/config/site';
import { paths } from '@/src/config/paths';
import { ERROR_PAGES_TEXT as T } from './texts';

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

/** The router's error element: unknown routes and any other failure. */
export function ErrorPage() {
  const error = useRouteError();
  const notFound = isNotFound(error);
  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <title>{`${notFound ? T.pageNotFound : T.error} · ${SITE.name}`}</title>
      <Box component="header" sx={{ px: { xs: 2, sm: 4 }, py: 2 }}>
        <Logo />
      </Box>
      <Container
        component="main"
        maxWidth="sm"
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center', textAlign: 'center', py: 8 }}
      >
        <Typography component="h1" variant="h1" sx={{ color: 'primary.main', fontSize: { xs: 72, md: 112 } }}>
          {T.oops}
        </Typography>
        <Typography sx={{ mt: 2, fontSize: 20 }}>{notFound ? T.notFound : T.unexpected}</Typography>
        <Box sx={{ mt: 4 }}>
          <Button component={RouterLink} to={paths.home} variant="contained">
            {T.backHome}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
