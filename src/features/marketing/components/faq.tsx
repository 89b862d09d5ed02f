import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { CONTACT } from '@/src/config/site';
import { Section, SectionHeading } from './section';

/** The FAQ the footer links to (/contact#faq). Questions are h3 buttons that open their answer. */
export function Faq() {
  return (
    <Section labelledBy="faq-heading" id={CONTACT.faqId} tone="muted">
      <SectionHeading id="faq-heading" title={CONTACT.faqTitle} />
      {CONTACT.faq.map((item) => (
        <Accordion key={item.question} disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
          <AccordionSummary expandIcon={<ExpandMore />}>
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {item.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{item.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Section>
  );
}
