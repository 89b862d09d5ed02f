import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { UI_TEXT } from '../components/ui/texts';

/** The app's breakpoints: the investor drawer switches at lg (1024 px). */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1024, xl: 1920 } as const;

/** A spinner's default name, read (in the language of the moment) each time one renders unnamed. */
const namedLoading = () => ({
  get 'aria-label'() {
    return UI_TEXT.loading;
  },
});

/**
 * A spinner or bar that its caller did not name is still a progressbar to a screen reader, and
 * one without a name fails axe (aria-progressbar-name). Library components (react-admin's
 * loading indicator, its list and edit placeholders) render them unnamed, so every one starts
 * named; a caller's own aria-label still wins.
 */
export const PROGRESS_DEFAULTS = {
  MuiCircularProgress: { defaultProps: namedLoading() },
  MuiLinearProgress: { defaultProps: namedLoading() },
} as const;

const OPTIONS: ThemeOptions = {
  breakpoints: { values: BREAKPOINTS },
  palette: {
    mode: 'light',
    // contrastText is chosen for WCAG AA (4.5:1) rather than MUI's default 3:1.
    contrastThreshold: 4.5,
    primary: { main: '#0f3460', light: '#3c5d8c', dark: '#0a2342' },
    secondary: { main: '#d4a72c', dark: '#9c7a17', contrastText: '#1a1a1a' },
    success: { main: '#1b7f4a' },
    error: { main: '#b3261e' },
    warning: { main: '#a35f00' },
    background: { default: '#f5f7fb', paper: '#ffffff' },
    text: { primary: '#1b2333', secondary: '#4a5568' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
};

function themeWritten(direction: 'ltr' | 'rtl'): Theme {
  const created = createTheme({ ...OPTIONS, direction });
  // Added after createTheme, which copies (and so reads) every default it is given: the spinners'
  // name must stay a getter, read when one renders, not when this module loads.
  created.components = { ...created.components, ...PROGRESS_DEFAULTS };
  return created;
}

export const theme = themeWritten('ltr');
let rightToLeft: Theme | undefined;

/** The theme for a page's direction: right to left, MUI mirrors its components (Arabic). */
export const themeFor = (direction: 'ltr' | 'rtl'): Theme => (direction === 'rtl' ? (rightToLeft ??= themeWritten('rtl')) : theme);
