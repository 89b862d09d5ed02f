import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';

/** A list whose items each carry a check mark (About's four ticks, the stock option points). */
export function TickList({ items, columns = 1 }: { items: readonly string[]; columns?: 1 | 2 }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: columns === 2 ? '1fr 1fr' : '1fr' },
      }}
    >
      {items.map((item) => (
        <Box component="li" key={item} sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
          <CheckCircle sx={{ color: 'success.main' }} aria-hidden />
          <Typography sx={{ fontWeight: 600 }}>{item}</Typography>
        </Box>
      ))}
    </Box>
  );
}
