// Every spinner and bar has an accessible name, even one a library renders without a label
// (react-admin's loading indicator failed axe's aria-progressbar-name in CI): both themes name
// them by default, and a caller's own label still wins.
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminTheme } from '@/src-admin/theme';
import { theme as investorTheme } from '@/src/app/theme';

const themes: [string, Theme][] = [
  ['investor area', investorTheme],
  ['back-office', createTheme(adminTheme)],
];

describe.each(themes)('in the %s theme', (_name, theme) => {
  it('an unlabelled spinner and bar are named Loading', () => {
    render(
      <ThemeProvider theme={theme}>
        <CircularProgress />
        <LinearProgress />
      </ThemeProvider>,
    );
    expect(screen.getAllByRole('progressbar', { name: 'Loading' })).toHaveLength(2);
  });

  it("a caller's own label wins", () => {
    render(
      <ThemeProvider theme={theme}>
        <CircularProgress aria-label="Checking the ledger" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Checking the ledger' })).toBeInTheDocument();
  });
});
