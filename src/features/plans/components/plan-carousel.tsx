import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { CustomArrowProps } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { PLAN_TEXT } from '../texts';
import type { Plan } from '../types';
import { carouselLayoutAt, initialSlideFor, PLAN_CAROUSEL_SETTINGS } from '../utils/carousel-settings';
import { Slider } from '../utils/slider';
import { syncHiddenSlideFocus } from '../utils/sync-hidden-slide-focus';
import { useWindowWidth } from '../utils/use-window-width';
import { PlanCard } from './plan-card';
import { MIRRORED_IN_RTL } from '@/src/components/ui/mirrored';
import { pageDirection } from '@/src/lib/i18n/page-locale';

const { slidesToShow: _base, centerMode: _centered, ...sliderSettings } = PLAN_CAROUSEL_SETTINGS;

function Arrow({ direction, onClick, className }: CustomArrowProps & { direction: 'prev' | 'next' }) {
  const disabled = className?.includes('slick-disabled') ?? false;
  return (
    <IconButton
      aria-label={direction === 'prev' ? PLAN_TEXT.previous : PLAN_TEXT.next}
      onClick={onClick}
      disabled={disabled}
      sx={{
        order: 1,
        mx: 0.75,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      {direction === 'prev' ? <ChevronLeft sx={MIRRORED_IN_RTL} /> : <ChevronRight sx={MIRRORED_IN_RTL} />}
    </IconButton>
  );
}

/** Three or more plans: react-slick with the slide counts of carousel-settings.ts, centered, arrows, no autoplay. */
export function PlanCarousel({
  plans,
  selectedId,
  onChoose,
}: {
  plans: Plan[];
  selectedId: string | null;
  onChoose: (plan: Plan) => void;
}) {
  const root = useRef<HTMLDivElement>(null);
  const layout = carouselLayoutAt(useWindowWidth());
  const slidesToShow = Math.min(layout.slidesToShow, plans.length);

  // keep buttons of slides out of view out of the tab order, whatever slick re-renders
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    syncHiddenSlideFocus(el);
    const observer = new MutationObserver(() => syncHiddenSlideFocus(el));
    observer.observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden', 'tabindex'] });
    return () => observer.disconnect();
  }, []);

  return (
    <Box
      ref={root}
      role="region"
      aria-roledescription="carousel"
      aria-label={PLAN_TEXT.carouselLabel}
      sx={{
        mx: -1.25,
        // the arrows sit side by side under the slides (they come before and after the list)
        '& .slick-slider': { display: 'flex', flexWrap: 'wrap', justifyContent: 'center' },
        '& .slick-list': { flexBasis: '100%', order: 0, py: 1.5 },
        '& .slick-track': { display: 'flex' },
        '& .slick-slide': { height: 'inherit', px: 1.25, boxSizing: 'border-box' },
        '& .slick-slide > div': { height: '100%' },
      }}
    >
      <Slider
        {...sliderSettings}
        slidesToShow={slidesToShow}
        centerMode={layout.centerMode}
        initialSlide={initialSlideFor(layout, plans.length)}
        // right to left, the first plan is at the right and 'next' moves leftward
        rtl={pageDirection() === 'rtl'}
        prevArrow={<Arrow direction="prev" />}
        nextArrow={<Arrow direction="next" />}
      >
        {plans.map((plan) => (
          <Box key={plan._id} sx={{ height: '100%' }}>
            <PlanCard plan={plan} selected={plan._id === selectedId} onChoose={onChoose} />
          </Box>
        ))}
      </Slider>
    </Box>
  );
}
