// The anchor of the client rows (tests/bench/client-rows.ts): the least a page of this stack
// loads. React 19 rendered in the browser, React Router 7's data router, and MUI with the theme,
// the baseline and the few components any page has; no data layer, no content of the app.
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';

const theme = createTheme({ palette: { primary: { main: '#0f3460' } } });

function Page() {
  return (
    <>
      <AppBar position="sticky" color="inherit">
        <Toolbar>
          <Typography component={Link} to="/" sx={{ fontWeight: 700, color: 'inherit', textDecoration: 'none' }}>
            Floor
          </Typography>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ py: 8 }}>
        <Container maxWidth="md">
          <Typography component="h1" variant="h3">
            The floor page
          </Typography>
          <Typography sx={{ mt: 2 }}>
            A page of the same stack as the web app with nothing of the app in it: what the app's pages are measured against.
          </Typography>
          <Button variant="contained" sx={{ mt: 3 }}>
            A button
          </Button>
        </Container>
      </Box>
    </>
  );
}

const router = createBrowserRouter([{ path: '*', Component: Page }], { basename: '/floor' });

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>
  </StrictMode>,
);
