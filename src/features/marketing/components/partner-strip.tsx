import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { CAROUSEL_NARROW_QUERY, CAROUSEL_SLIDES, CAROUSEL_SLIDES_NARROW } from '@/src/config/public-site';
import { MARKETING_TEXT } from '../texts';
import { PARTNER_SLIDE_SX, PARTNER_STRIP_HEIGHT } from './partner-carousel-size';
import { MIRRORED_IN_RTL } from '@/src/components/ui/mirrored';

interface Partner {
  name: string;
  logo: string;
}

// The page is not hydrated: MUI's focus ripple never runs, so keyboard focus needs its own outline.
const focusRing = { outline: '2px solid', outlineColor: 'common.white', outlineOffset: 2 } as const;

const controlSx = {
  color: 'common.white',
  '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' },
  '&:focus-visible': focusRing,
} as const;

// Hidden, the pause button keeps its place: no shift when the script shows it (MUI's `display`
// beats the browser's own [hidden] rule anyway). The script marks it data-paused to swap the icons.
const playButtonSx = {
  ...controlSx,
  '&[hidden]': { visibility: 'hidden' },
  '&:not([data-paused]) [data-icon="play"], &[data-paused] [data-icon="pause"]': { display: 'none' },
} as const;

const trackSx = {
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  '&:focus-visible': { ...focusRing, outlineOffset: -2 },
} as const;

const slideSx = {
  ...PARTNER_SLIDE_SX,
  flex: `0 0 calc(100% / ${CAROUSEL_SLIDES})`,
  minWidth: 0,
  scrollSnapAlign: 'start',
  [`@media ${CAROUSEL_NARROW_QUERY}`]: { flexBasis: `calc(100% / ${CAROUSEL_SLIDES_NARROW})` },
} as const;

const nameSx = {
  fontWeight: 700,
  fontSize: { xs: 13, sm: 16 },
  lineHeight: 1.2,
  minWidth: 0,
  maxWidth: '100%',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const;

const PartnerMark = styled('img')({ flexShrink: 0 });

/**
 * The hero's partner logos (three at a time, two below 750 px): a scroll-snap strip that
 * works without script (swipe, or arrow keys once focused). enhancePartnerCarousel
 * (src/lib/enhance/partner-carousel.ts) wires the buttons and the autoplay to the data-carousel-* marks;
 * the pause button carries both its names in the page's language, for the script to switch between.
 */
export function PartnerStrip({ partners }: { partners: readonly Partner[] }) {
  return (
    <Box data-partner-carousel="" sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: PARTNER_STRIP_HEIGHT }}>
      <IconButton size="small" aria-label={MARKETING_TEXT.previousPartner} data-carousel-prev="" sx={controlSx}>
        <ChevronLeft sx={MIRRORED_IN_RTL} />
      </IconButton>
      <Box data-testid="partner-carousel" data-carousel-viewport="" sx={{ flex: 1, minWidth: 0 }}>
        <Box data-carousel-track="" role="region" aria-label={MARKETING_TEXT.partnerLogos} tabIndex={0} sx={trackSx}>
          <Box component="ul" sx={{ display: 'flex', m: 0, p: 0, listStyle: 'none' }}>
            {partners.map((partner) => (
              <Box component="li" key={partner.name} sx={slideSx}>
                <PartnerMark src={partner.logo} alt="" width={28} height={28} />
                <Typography component="span" sx={nameSx}>
                  {partner.name}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
      <IconButton size="small" aria-label={MARKETING_TEXT.nextPartner} data-carousel-next="" sx={controlSx}>
        <ChevronRight sx={MIRRORED_IN_RTL} />
      </IconButton>
      {/* shown by the script, and only when it autoplays (not with reduced motion) */}
      <IconButton
        size="small"
        aria-label={MARKETING_TEXT.pausePartners}
        data-pause-label={MARKETING_TEXT.pausePartners}
        data-play-label={MARKETING_TEXT.playPartners}
        data-carousel-play=""
        hidden
        sx={playButtonSx}
      >
        <PauseRounded data-icon="pause" />
        <PlayArrowRounded data-icon="play" />
      </IconButton>
    </Box>
  );
}
