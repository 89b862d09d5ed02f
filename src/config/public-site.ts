/** Blocks animate in once 30% of them is visible. */
export const REVEAL_THRESHOLD = 0.3;

/** The 'Trusted Company' counter moves one step every 35 ms. */
export const COUNTER_STEP_MS = 35;

/** The home logo carousel shows 3 slides, 2 below 750 px. */
export const CAROUSEL_SLIDES = 3;
export const CAROUSEL_SLIDES_NARROW = 2;
export const CAROUSEL_NARROW_BELOW_PX = 750;
/** one query for the strip's stylesheet and its script, so the slide width and data-slides agree */
export const CAROUSEL_NARROW_QUERY = `(max-width:${CAROUSEL_NARROW_BELOW_PX - 0.05}px)`;
/** how long each partner stays before the strip moves on (the move itself is the browser's smooth scroll) */
export const CAROUSEL_AUTOPLAY_MS = 3000;

/** how long a block takes to fade in */
export const REVEAL_DURATION_MS = 600;

/** The small-screen sidebar slides in over 500 ms. */
export const NAV_DRAWER_SLIDE_MS = 500;
/** the sidebar's element, which the menu button controls */
export const NAV_DRAWER_ID = 'public-nav-drawer';
/** from this width (MUI's md breakpoint) the bar shows its links and no menu button: the sidebar closes */
export const NAV_BAR_LINKS_QUERY = '(min-width: 900px)';
