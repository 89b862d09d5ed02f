import type { ReactNode } from 'react';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { webAddress } from '@/common/web-address';
import { srOnly } from './sr-only';
import { UI_TEXT } from './texts';
import { MIRRORED_IN_RTL } from './mirrored';

/**
 * A link to another site, opened in a new tab without handing it this window (noopener
 * noreferrer). Its name ends with what it does: '(opens in a new tab)', or `hint` when the
 * reader needs more to tell it from its neighbours ('the withdraw of 21 Nov 2026, opens in a
 * new tab'). Nothing is drawn for an address that is not http(s).
 */
export function ExternalLink({
  href,
  children,
  hint,
}: {
  href: string | null | undefined;
  children: ReactNode;
  /** read after the link's text by screen readers, as the icon says it to the eye; 'opens in a new tab' unless given */
  hint?: string;
}) {
  const safe = webAddress(href);
  if (!safe) return null;
  return (
    <Link href={safe} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {children}
      {/* inline, so a wrapped name keeps the icon after its last word */}
      <OpenInNew aria-hidden sx={{ fontSize: 16, ml: 0.5, verticalAlign: 'text-bottom', ...MIRRORED_IN_RTL }} />{' '}
      <Box component="span" sx={srOnly}>
        ({hint ?? UI_TEXT.opensInNewTab})
      </Box>
    </Link>
  );
}
