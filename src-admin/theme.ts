import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { directionOf, INTL_TAGS } from '@/common/i18n/locales';
import { currentLocale } from '@/common/i18n/translate';
import { BREAKPOINTS, PROGRESS_DEFAULTS, theme as investorTheme } from '../src/app/theme';

type Labelled = { 'aria-label'?: string };

/**
 * The investor area's spinner defaults (src/app/theme.ts), whose name is a getter read in the
 * language of the moment each time a spinner renders unnamed. react-admin makes the MUI theme
 * from these options (createTheme), which copies every plain object it is given and so would
 * read the name once, at the first render; an object tagged with Symbol.toStringTag is not plain
 * to MUI's deepmerge and is kept as it is, getter and all.
 */
const readAtRender = <T extends object>(props: T): T =>
  Object.defineProperties({ [Symbol.toStringTag]: 'ReadAtRender' }, Object.getOwnPropertyDescriptors(props)) as unknown as T;

// The investor area's tokens, read from its theme (src/app/theme.ts) rather than copied, so a
// brand change there reaches the back-office too.
const { palette, typography, shape } = investorTheme;
const pick = <K extends 'main' | 'light' | 'dark' | 'contrastText'>(color: Record<K, string>, keys: K[]) =>
  Object.fromEntries(keys.map((k) => [k, color[k]])) as Record<K, string>;

/**
 * react-admin's layout in the investor area's brand: navy primary and gold secondary, Inter,
 * the rounded shapes and pill buttons, the same breakpoints. Status colours stay darker than
 * the investor's where react-admin puts text buttons on grey toolbars (4.5:1 there too).
 */
export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  // the page's (right to left for Arabic: MUI mirrors its components), read when react-admin
  // makes the theme rather than when this module loads
  get direction() {
    return directionOf(currentLocale());
  },
  breakpoints: { values: BREAKPOINTS },
  shape: { borderRadius: shape.borderRadius },
  typography: {
    fontFamily: typography.fontFamily,
    h4: { fontWeight: typography.h4.fontWeight },
    h5: { fontWeight: typography.h5.fontWeight },
    h6: { fontWeight: typography.h5.fontWeight },
    button: { textTransform: typography.button.textTransform, fontWeight: typography.button.fontWeight },
  },
  palette: {
    ...defaultTheme.palette,
    contrastThreshold: 4.5,
    primary: pick(palette.primary, ['main', 'light', 'dark']),
    secondary: pick(palette.secondary, ['main', 'dark', 'contrastText']),
    background: { default: palette.background.default, paper: palette.background.paper },
    text: { primary: palette.text.primary, secondary: palette.text.secondary },
    // darker than MUI's defaults: text buttons (Delete, Activate) keep 4.5:1 on grey toolbars
    error: { main: palette.error.main },
    success: { main: '#1b5e20' },
    warning: { main: '#8a4b00' },
    info: { main: '#01579b' },
  },
  components: {
    ...defaultTheme.components,
    MuiButton: {
      ...defaultTheme.components?.MuiButton,
      defaultProps: { ...defaultTheme.components?.MuiButton?.defaultProps, disableElevation: true },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
    // amounts as the rest of the product writes them in the page's language, and left to right
    // inside a right-to-left line (where a minus sign would move behind the number)
    RaNumberField: {
      defaultProps: readAtRender({
        dir: 'ltr',
        get locales() {
          return INTL_TAGS[currentLocale()].number;
        },
      }),
    },
    // On a phone react-admin's create button floats, fixed 60 px above the bottom right corner
    // (56 px high): a list that offers it keeps room below its last row, which it covered.
    RaList: { styleOverrides: { root: { '&:has(.RaCreateButton-floating)': { paddingBottom: 128 } } } },
    // every spinner and bar named, react-admin's own too (axe: aria-progressbar-name)
    MuiCircularProgress: { defaultProps: readAtRender(PROGRESS_DEFAULTS.MuiCircularProgress.defaultProps) },
    MuiLinearProgress: { defaultProps: readAtRender(PROGRESS_DEFAULTS.MuiLinearProgress.defaultProps) },
    // MUI's unselected toggle text (black at 54 %) falls under 4.5:1 on the brand's tinted page
    MuiToggleButton: { styleOverrides: { root: { color: palette.text.secondary } } },
    MuiCheckbox: {
      defaultProps: {
        // react-admin labels a list row's checkbox on its wrapper, where a label is not allowed
        // and the input stays unnamed (axe: aria-prohibited-attr, label). Move it to the input.
        slotProps: {
          root: (ownerState: Labelled) => ('aria-label' in ownerState ? { 'aria-label': undefined } : {}),
          input: (ownerState: Labelled) => (ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
        },
      },
    },
  },
};
