import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHero } from '@/src/components/ui/page-hero';
import type { LegalDocument as LegalDocumentCopy } from '@/src/config/legal';
import { formatDate } from '@/common/date-format';
import { MARKETING_TEXT } from '../texts';

/** A document's date is a calendar day, the same for every reader. */
const documentDate = (iso: string) => formatDate(iso, 'UTC');

/** The terms or the privacy policy: banner, last-updated date and numbered sections. */
export function LegalDocument({ document }: { document: LegalDocumentCopy }) {
  return (
    <>
      <PageHero title={document.title} />
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 5 }, borderRadius: 3 }}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {MARKETING_TEXT.lastUpdated} <time dateTime={document.updated}>{documentDate(document.updated)}</time>
          </Typography>
          <Typography sx={{ fontSize: { xs: 17, sm: 18 } }}>{document.intro}</Typography>
          {document.sections.map((section, index) => (
            <Box key={section.heading} sx={{ mt: 4 }}>
              <Typography component="h2" variant="h5" sx={{ mb: 1.5 }}>
                {index + 1}. {section.heading}
              </Typography>
              {section.paragraphs.map((paragraph) => (
                <Typography key={paragraph} sx={{ mb: 1.5 }}>
                  {paragraph}
                </Typography>
              ))}
              {section.list && (
                <Box component="ul" sx={{ pl: 3, my: 1, '& li': { mb: 0.75 } }}>
                  {section.list.map((item) => (
                    <Typography component="li" key={item}>
                      {item}
                    </Typography>
                  ))}
                </Box>
              )}
            </Box>
          ))}
        </Paper>
      </Container>
    </>
  );
}
