import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AccessTime from '@mui/icons-material/AccessTime';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import type { ReactNode } from 'react';
import { CONTACT, SITE } from '@/src/config/site';
import { CardGrid } from './layout';
import { Reveal } from './reveal';

/** tel: links want the digits (and a leading +) only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** The four rows, their labels in the language of the moment. */
const rows = (): { icon: ReactNode; label: string; value: ReactNode }[] => [
  {
    icon: <LocationOnOutlined />,
    label: CONTACT.rows.location,
    value: (
      <Box component="address" sx={{ fontStyle: 'normal' }}>
        {SITE.addressLines.map((line) => (
          <Box component="span" key={line} sx={{ display: 'block' }}>
            {line}
          </Box>
        ))}
      </Box>
    ),
  },
  {
    icon: <EmailOutlined />,
    label: CONTACT.rows.email,
    value: (
      // Never broken mid-address from sm up (its column widens instead, see CardGrid fitContent);
      // on a phone it may wrap anywhere, as a last resort, rather than spill out of its card.
      <Link href={`mailto:${SITE.supportEmail}`} sx={{ overflowWrap: { xs: 'anywhere', sm: 'normal' }, whiteSpace: { sm: 'nowrap' } }}>
        {SITE.supportEmail}
      </Link>
    ),
  },
  {
    icon: <PhoneOutlined />,
    label: CONTACT.rows.phone,
    // a phone number reads left to right on a right-to-left page too ('+1 (303)…', not '…(303) 1+')
    value: (
      <Link href={telHref(SITE.phone)} dir="ltr">
        {SITE.phone}
      </Link>
    ),
  },
  { icon: <AccessTime />, label: CONTACT.rows.opening, value: SITE.openingHours },
];

/** 'Get In Touch': Location, Email, Phone and Opening. */
export function ContactRows() {
  return (
    <CardGrid columns={{ xs: 1, sm: 2, md: 4 }} fitContent>
      {rows().map((row, index) => (
        <Reveal key={row.label} delay={index * 100} sx={{ height: '100%' }}>
          <Paper variant="outlined" sx={{ p: 3, height: '100%', borderRadius: 3 }}>
            <Box
              aria-hidden
              sx={{
                width: 48,
                height: 48,
                borderRadius: 2,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: 'common.white',
              }}
            >
              {row.icon}
            </Box>
            <Typography component="h3" variant="h6" sx={{ mt: 2, mb: 0.5 }}>
              {row.label}
            </Typography>
            <Typography component="div" color="text.secondary">
              {row.value}
            </Typography>
          </Paper>
        </Reveal>
      ))}
    </CardGrid>
  );
}
