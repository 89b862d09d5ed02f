import Box from '@mui/material/Box';

/** A hash or an address as it is read and copied: monospace, broken anywhere, so that it never spills on a phone. */
export function HashText({ children, title }: { children: string; title?: string }) {
  return (
    <Box
      component="code"
      title={title}
      sx={{ fontFamily: 'monospace', fontSize: { xs: 13, sm: 14 }, overflowWrap: 'anywhere', wordBreak: 'break-all' }}
    >
      {children}
    </Box>
  );
}
