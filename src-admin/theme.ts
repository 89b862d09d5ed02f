import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { BREAKPOINTS } from '../src/app/theme';

/** react-admin's default look in the site's colours and breakpoints. */
export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  breakpoints: { values: BREAKPOINTS },
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#0f3460' },
    secondary: { main: '#0f3460' },
  },
};
