import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useHydrated } from '@/src/lib/use-hydrated';

/**
 * A form's fields and buttons, disabled in a prerendered page's HTML until React has hydrated
 * them. Before that, a submit would go the browser's way (a GET with every field, a password too,
 * in the URL), and what is typed into a field React does not yet control would be lost to the
 * form's state. Only this element re-renders when hydration ends; its children are left as they are.
 */
export function HydratedFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Box component="fieldset" disabled={!hydrated} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      {children}
    </Box>
  );
}
