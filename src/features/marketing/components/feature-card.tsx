import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';

interface FeatureCardProps {
  icon: SvgIconComponent;
  title: string;
  text: string;
}

/** An icon, an h3 and a short text: the advisor blurbs and the services. */
export function FeatureCard({ icon: Icon, title, text }: FeatureCardProps) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 3, md: 4 },
        height: '100%',
        borderRadius: 3,
        transition: 'box-shadow 200ms, transform 200ms',
        '&:hover': { boxShadow: '0 12px 32px rgba(10, 35, 66, 0.12)' },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 56,
          height: 56,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(212, 167, 44, 0.16)',
          color: 'primary.main',
          mb: 2.5,
        }}
      >
        <Icon fontSize="large" />
      </Box>
      <Typography component="h3" variant="h5" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
    </Paper>
  );
}
