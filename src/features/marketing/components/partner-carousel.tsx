import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { useRef, useState } from 'react';
import SlickSlider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { useReducedMotion } from '@/src/components/ui/use-reduced-motion';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_NARROW_BELOW_PX, CAROUSEL_SLIDES, CAROUSEL_SLIDES_NARROW, CAROUSEL_SPEED_MS } from '../constants';
import { PARTNER_SLIDE_SX } from './partner-carousel-size';

export interface Partner {
  name: string;
  logo: string;
}

// react-slick is CommonJS with an ES-module default: depending on the bundler's interop the
// default import is the component or a namespace holding it.
const Slider = (SlickSlider as unknown as { default?: typeof SlickSlider }).default ?? SlickSlider;

/** react-slick's `responsive` needs matchMedia on mount; MUI's query also updates on resize. */
const NARROW_QUERY = `(max-width:${CAROUSEL_NARROW_BELOW_PX - 0.05}px)`;

const PartnerMark = styled('img')({ flexShrink: 0 });

const controlSx = { color: 'common.white', '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' } } as const;

/**
 * The hero's logo carousel (SPEC.md: three slides, two below 750 px). It moves on by itself
 * unless the visitor prefers reduced motion; Pause stops it (WCAG 2.2.2), the arrows step it.
 */
export default function PartnerCarousel({ partners }: { partners: readonly Partner[] }) {
  const reduced = useReducedMotion();
  const narrow = useMediaQuery(NARROW_QUERY, { noSsr: true });
  const slider = useRef<SlickSlider>(null);
  const [playing, setPlaying] = useState(!reduced);

  const togglePlay = () => {
    if (playing) slider.current?.slickPause();
    else slider.current?.slickPlay();
    setPlaying(!playing);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <IconButton size="small" aria-label="Previous partner" onClick={() => slider.current?.slickPrev()} sx={controlSx}>
        <ChevronLeft />
      </IconButton>
      <Box sx={{ flex: 1, minWidth: 0 }} data-testid="partner-carousel" data-slides={narrow ? CAROUSEL_SLIDES_NARROW : CAROUSEL_SLIDES}>
        <Slider
          ref={slider}
          slidesToShow={narrow ? CAROUSEL_SLIDES_NARROW : CAROUSEL_SLIDES}
          slidesToScroll={1}
          infinite
          arrows={false}
          dots={false}
          autoplay={!reduced}
          autoplaySpeed={CAROUSEL_AUTOPLAY_MS}
          speed={reduced ? 0 : CAROUSEL_SPEED_MS}
          pauseOnHover
          pauseOnFocus
        >
          {partners.map((partner) => (
            <div key={partner.name}>
              <Box sx={PARTNER_SLIDE_SX}>
                <PartnerMark src={partner.logo} alt="" width={28} height={28} />
                <Typography
                  component="span"
                  sx={{
                    fontWeight: 700,
                    fontSize: { xs: 13, sm: 16 },
                    lineHeight: 1.2,
                    maxWidth: '100%',
                    whiteSpace: 'nowrap',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                  }}
                >
                  {partner.name}
                </Typography>
              </Box>
            </div>
          ))}
        </Slider>
      </Box>
      <IconButton size="small" aria-label="Next partner" onClick={() => slider.current?.slickNext()} sx={controlSx}>
        <ChevronRight />
      </IconButton>
      {!reduced && (
        <IconButton
          size="small"
          aria-label={playing ? 'Pause the partner logos' : 'Play the partner logos'}
          onClick={togglePlay}
          sx={controlSx}
        >
          {playing ? <PauseRounded /> : <PlayArrowRounded />}
        </IconButton>
      )}
    </Box>
  );
}
