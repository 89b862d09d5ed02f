import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { Link as RouterLink } from 'react-router-dom';

interface PlayTileProps {
  title: string;
  text: string;
  to: string;
}

/** The 'Ultimate Stock Trading' tile: a play mark and a title, linking to where the lesson is. */
export function PlayTile({ title, text, to }: PlayTileProps) {
  return (
    <Card
      sx={{ borderRadius: 3, bgcolor: 'rgba(255,255,255,0.08)', color: 'common.white', border: 1, borderColor: 'rgba(255,255,255,0.2)' }}
      elevation={0}
    >
      <CardActionArea
        component={RouterLink}
        to={to}
        sx={{ p: { xs: 3, md: 4 }, display: 'flex', alignItems: 'center', justifyContent: 'flex-start', gap: 3 }}
      >
        <Box
          aria-hidden
          sx={{
            flexShrink: 0,
            width: 72,
            height: 72,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            boxShadow: '0 0 0 10px rgba(212, 167, 44, 0.25)',
          }}
        >
          <PlayArrowRounded sx={{ fontSize: 44 }} />
        </Box>
        <Box>
          <Typography component="span" sx={{ display: 'block', fontSize: 22, fontWeight: 800 }}>
            {title}
          </Typography>
          <Typography component="span" sx={{ display: 'block', opacity: 0.9 }}>
            {text}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
