import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ABOUT } from '@/src/config/site';
import { Split } from './layout';
import { Reveal } from './reveal';

/** 'Our Objectives' and 'Why you need', side by side from md up; each column is its own h2. */
export function AboutColumns() {
  return (
    <Box sx={{ py: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <Split sx={{ alignItems: 'start' }}>
          {ABOUT.columns.map((column, index) => (
            <Reveal key={column.title} delay={index * 120}>
              <Typography
                component="h2"
                variant="h4"
                sx={{ mb: 2, pb: 1.5, borderBottom: 3, borderColor: 'secondary.main', display: 'inline-block' }}
              >
                {column.title}
              </Typography>
              <Typography color="text.secondary" sx={{ fontSize: 17 }}>
                {column.text}
              </Typography>
            </Reveal>
          ))}
        </Split>
      </Container>
    </Box>
  );
}
