import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { AppBar, Link, LoadingIndicator, Logout, TitlePortal, UserMenu, useBasename } from 'react-admin';
import { SITE } from '@/common/site';
import { LocaleMenu } from './LocaleMenu';
import { SecurityMenuItem } from './SecurityMenuItem';
import { LAYOUT_TEXT } from './texts';

// styled, not Box: width and height stay attributes (space reserved before the file loads)
const Mark = styled('img')({ display: 'block', flexShrink: 0 });

/** The signed-in person's menu: their own sign-in security (in the investor area), then Log out. */
const StaffUserMenu = () => (
  <UserMenu>
    <SecurityMenuItem />
    <Logout />
  </UserMenu>
);

/** The language menu, then react-admin's refresh button (its own toolbar would add its language button instead of ours). */
const toolbar = (
  <>
    <LocaleMenu />
    <LoadingIndicator />
  </>
);

/**
 * The investor area's mark and name (as its header shows them, public/logo.svg), then the page's
 * title as react-admin sets it. The mark leads to the back-office home; the name hides on a
 * phone, where the page title needs the room.
 */
export const AdminAppBar = () => {
  const basename = useBasename();
  return (
    <AppBar color="primary" userMenu={<StaffUserMenu />} toolbar={toolbar} sx={{ borderBottom: 3, borderColor: 'secondary.main' }}>
      <Link
        to={basename || '/'}
        underline="none"
        aria-label={LAYOUT_TEXT.homeLink(SITE.name)}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'inherit', mr: 2 }}
      >
        <Mark src="/logo.svg" alt="" width={28} height={28} />
        <Typography component="span" variant="subtitle1" sx={{ fontWeight: 800, display: { xs: 'none', md: 'inline' } }}>
          {SITE.name}
        </Typography>
      </Link>
      <Box
        component="span"
        aria-hidden
        sx={{ borderLeft: 1, borderColor: 'rgba(255,255,255,0.4)', height: 24, mr: 2, display: { xs: 'none', md: 'block' } }}
      />
      <TitlePortal />
    </AppBar>
  );
};
