/** SPEC.md section 9: blocks animate in once 30% of them is visible. */
export const REVEAL_THRESHOLD = 0.3;

/** SPEC.md section 2: the 'Trusted Company' counter moves one step every 35 ms. */
export const COUNTER_STEP_MS = 35;

/** SPEC.md section 9: the home logo carousel shows 3 slides, 2 below 750 px. */
export const CAROUSEL_SLIDES = 3;
export const CAROUSEL_SLIDES_NARROW = 2;
export const CAROUSEL_NARROW_BELOW_PX = 750;
/** how long each partner stays before the strip moves on, and how long the move takes */
export const CAROUSEL_AUTOPLAY_MS = 3000;
export const CAROUSEL_SPEED_MS = 600;

/** how long a block takes to fade in */
export const REVEAL_DURATION_MS = 600;
