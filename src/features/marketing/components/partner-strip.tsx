import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { CAROUSEL_NARROW_BELOW_PX, CAROUSEL_SLIDES } from '../constants';
import { useInView } from '../hooks/use-in-view';
import type { Partner } from './partner-carousel';
import { PARTNER_SLIDE_SX, PARTNER_STRIP_HEIGHT } from './partner-carousel-size';

// The carousel (react-slick, ~50 kB) is not part of the page's first download: the prerendered
// page and its hydration show the first partners still, and the carousel's code is fetched once
// the strip is on screen, then takes their place.
const PartnerCarousel = lazy(() => import('./partner-carousel'));

/** width of one of the carousel's small icon buttons, kept free so the logos do not move when it arrives */
const CONTROL_PX = 34;

/** The first partners, where the carousel will show them (two below 750 px). */
function StillPartners({ partners }: { partners: readonly Partner[] }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: `${CONTROL_PX + 8}px`, pr: `${2 * CONTROL_PX + 16}px` }}>
      {partners.slice(0, CAROUSEL_SLIDES).map((partner, index) => (
        <Box
          key={partner.name}
          sx={{
            flex: 1,
            minWidth: 0,
            ...PARTNER_SLIDE_SX,
            ...(index === CAROUSEL_SLIDES - 1 && { [`@media (max-width:${CAROUSEL_NARROW_BELOW_PX - 0.05}px)`]: { display: 'none' } }),
          }}
        >
          <img src={partner.logo} alt="" width={28} height={28} />
          <Typography component="span" sx={{ fontWeight: 700, fontSize: { xs: 13, sm: 16 }, lineHeight: 1.2, whiteSpace: 'nowrap' }}>
            {partner.name}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The hero's partner logos: still until the carousel's code has arrived. */
export function PartnerStrip({ partners }: { partners: readonly Partner[] }) {
  const [ref, inView] = useInView<HTMLDivElement>(0);
  const still = <StillPartners partners={partners} />;
  return (
    <Box ref={ref} sx={{ minHeight: PARTNER_STRIP_HEIGHT }}>
      {inView ? (
        <Suspense fallback={still}>
          <PartnerCarousel partners={partners} />
        </Suspense>
      ) : (
        still
      )}
    </Box>
  );
}
