/**
 * Read by screen readers, not shown: the usual clip pattern, for MUI's `sx` and React's `style`
 * alike. Lengths are strings on purpose: `sx` reads a bare 1 as 100 %, which once made a hidden
 * table as large as the window and the dashboard scroll sideways.
 */
export const srOnly = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
