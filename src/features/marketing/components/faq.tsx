import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { CONTACT } from '@/src/config/site';
import { Section, SectionHeading } from './section';

/**
 * The FAQ the footer links to (/contact#faq). Each question opens its answer: <details>, which the
 * browser opens and closes itself, with or without the page's script, and which find-in-page opens.
 */
export function Faq() {
  return (
    <Section labelledBy="faq-heading" id={CONTACT.faqId} tone="muted">
      <SectionHeading id="faq-heading" title={CONTACT.faqTitle} />
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
        {CONTACT.faq.map((item) => (
          <Box
            component="details"
            key={item.question}
            sx={{
              '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
              '&[open] .faq-icon': { transform: 'rotate(180deg)' },
            }}
          >
            <Box
              component="summary"
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 2,
                minHeight: 48,
                px: 2,
                py: 1.5,
                cursor: 'pointer',
                listStyle: 'none',
                '&::-webkit-details-marker': { display: 'none' },
                '&:hover': { bgcolor: 'action.hover' },
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
              }}
            >
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {item.question}
              </Typography>
              <ExpandMore className="faq-icon" sx={{ color: 'action.active', transition: 'transform 150ms' }} />
            </Box>
            <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
              {item.answer}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
