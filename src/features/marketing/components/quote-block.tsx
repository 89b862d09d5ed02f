import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import FormatQuote from '@mui/icons-material/FormatQuote';
import { HOME } from '@/src/config/site';
import { MARKETING_TEXT } from '../texts';
import { Reveal } from './reveal';

/** The quote about successful trading. */
export function QuoteBlock() {
  const { quote } = HOME;
  return (
    <Box component="section" aria-label={MARKETING_TEXT.quote} sx={{ bgcolor: '#fbf5e4', py: { xs: 7, md: 9 } }}>
      <Container maxWidth="md">
        <Reveal>
          <Box component="figure" sx={{ m: 0, textAlign: 'center' }}>
            <FormatQuote aria-hidden sx={{ fontSize: 56, color: 'secondary.dark' }} />
            <Box component="blockquote" sx={{ m: 0 }}>
              <Typography component="p" sx={{ fontSize: { xs: 22, md: 30 }, fontWeight: 600, lineHeight: 1.35, color: 'primary.dark' }}>
                {quote.text}
              </Typography>
            </Box>
            <Typography component="figcaption" sx={{ mt: 3, color: 'text.secondary' }}>
              <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
                {quote.author}
              </Box>
              {quote.byline}
            </Typography>
          </Box>
        </Reveal>
      </Container>
    </Box>
  );
}
