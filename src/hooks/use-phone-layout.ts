import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** Below 600 px (MUI's `sm`) lists show cards instead of tables: four columns do not fit a 375 px phone. */
export function usePhoneLayout(): boolean {
  const theme = useTheme();
  // noSsr: the first render already knows, so a phone never flashes the table
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}
