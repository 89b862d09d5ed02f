import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useHydrated } from '@/src/lib/use-hydrated';

/**
 * Read by screen readers, not shown: the form's heading already says it on screen. Sizes are
 * strings: in MUI's sx a bare 1 is 100 % and a bare -1 a spacing step, which made the legend as
 * wide as the page (a sideways scroll on the sign-in page a session ended on).
 */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * A form's fields and buttons, disabled in a prerendered page's HTML until React has hydrated
 * them. Before that, a submit would go the browser's way (a GET with every field, a password too,
 * in the URL), and what is typed into a field React does not yet control would be lost to the
 * form's state. Only this element re-renders when hydration ends; its children are left as they are.
 * A fieldset names the group it makes with its first child, a <legend> (a checker flags one
 * without), so the caller says what the fields are.
 */
export function HydratedFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Box component="fieldset" disabled={!hydrated} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Box component="legend" sx={visuallyHidden}>
        {legend}
      </Box>
      {children}
    </Box>
  );
}
