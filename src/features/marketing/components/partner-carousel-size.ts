/** Height of one partner slide: the strip keeps it whether or not its script has run (no layout shift). */
export const PARTNER_STRIP_HEIGHT = 56;

/** One partner's box in the hero's strip. */
export const PARTNER_SLIDE_SX = {
  height: PARTNER_STRIP_HEIGHT,
  display: 'flex',
  flexDirection: { xs: 'column', sm: 'row' },
  alignItems: 'center',
  justifyContent: 'center',
  gap: { xs: 0.5, sm: 1.25 },
  px: 1,
} as const;
