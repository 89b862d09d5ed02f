import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A screen's heading (the page's one h1), its subtitle and optional actions on the right. */
export function PageHeader({
  title,
  subtitle,
  overline,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  overline?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2 }}>
      <Box sx={{ minWidth: 0 }}>
        {overline && (
          <Typography variant="overline" component="p" sx={{ color: 'primary.light', fontWeight: 700, lineHeight: 2 }}>
            {overline}
          </Typography>
        )}
        <Typography component="h1" variant="h4" sx={{ fontSize: { xs: 26, md: 32 } }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions}
    </Box>
  );
}
