import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { AccountTopBar } from './top-bar';

/** The investor area's shell: top bar (70 px) and the routed screen. */
export function AccountLayout() {
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}>
      <AccountTopBar />
      <Box component="main" id="main" sx={{ flex: 1, p: { xs: 2, sm: 3, lg: 4 }, maxWidth: 1280, width: '100%', mx: 'auto' }}>
        <Outlet />
      </Box>
    </Box>
  );
}
