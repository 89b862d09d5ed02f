import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { BREAKPOINTS } from '../src/app/theme';

type Labelled = { 'aria-label'?: string };

/** react-admin's default look in the site's colours and breakpoints. */
export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  breakpoints: { values: BREAKPOINTS },
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#0f3460' },
    secondary: { main: '#0f3460' },
    // darker than MUI's defaults: text buttons (Delete, Activate) keep 4.5:1 on grey toolbars
    error: { main: '#b3261e' },
    success: { main: '#1b5e20' },
    warning: { main: '#8a4b00' },
    info: { main: '#01579b' },
  },
  components: {
    ...defaultTheme.components,
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
