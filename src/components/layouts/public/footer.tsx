import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { FOOTER, SITE } from '@/src/config/site';
import { Logo } from '@/src/components/ui/logo';
import { PUBLIC_LAYOUT_TEXT } from '../texts';

const linkSx = { color: 'inherit', opacity: 0.9, overflowWrap: 'anywhere', '&:hover': { opacity: 1 } } as const;
const headingSx = { mb: 1.5, fontWeight: 700, letterSpacing: 0.5, color: 'secondary.main' } as const;

function LinkList({ title, links }: { title: string; links: readonly { label: string; to: string }[] }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography variant="subtitle2" component="h2" sx={headingSx}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {links.map((link) => (
          <li key={link.label}>
            <Link component={RouterLink} to={link.to} sx={linkSx}>
              {link.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** Footer: quick links, support, e-mail, hours, the postal address and the risk notice. */
export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'common.white', mt: 'auto', pt: { xs: 6, md: 8 }, pb: 4 }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'minmax(0, 4fr) minmax(0, 2fr) minmax(0, 2fr) minmax(0, 4fr)' },
            '& > :first-of-type, & > :last-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } },
          }}
        >
          <Box>
            <Logo inverted />
            <Typography variant="body2" sx={{ mt: 2, opacity: 0.9, maxWidth: 360 }}>
              {FOOTER.blurb}
            </Typography>
          </Box>
          <LinkList title={FOOTER.quickLinksTitle} links={FOOTER.quickLinks} />
          <LinkList title={FOOTER.supportTitle} links={FOOTER.support} />
          <Box>
            <Typography variant="subtitle2" component="h2" sx={headingSx}>
              {FOOTER.contactTitle}
            </Typography>
            <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
              <Link href={`mailto:${SITE.supportEmail}`} sx={linkSx}>
                {SITE.supportEmail}
              </Link>
              <Typography variant="body2" sx={{ opacity: 0.9 }}>
                {SITE.openingHours}
              </Typography>
              <Typography variant="body2" component="address" sx={{ fontStyle: 'normal', opacity: 0.9 }}>
                {SITE.address}
              </Typography>
            </Box>
          </Box>
        </Box>
        <Box sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'rgba(255,255,255,0.2)' }}>
          <Typography variant="body2" sx={{ opacity: 0.9 }}>
            <Box component="strong" sx={{ color: 'secondary.main' }}>
              {PUBLIC_LAYOUT_TEXT.riskNotice}
            </Box>{' '}
            {SITE.riskNotice}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1, opacity: 0.9 }}>
            {PUBLIC_LAYOUT_TEXT.copyright(new Date().getFullYear(), SITE.legalName)}
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
