/** Height of one partner slide; the hero reserves it while the carousel's code loads (no layout shift). */
export const PARTNER_STRIP_HEIGHT = 56;

/** One partner's box, the same in the still strip and in the carousel that replaces it (nothing moves). */
export const PARTNER_SLIDE_SX = {
  height: PARTNER_STRIP_HEIGHT,
  display: 'flex',
  flexDirection: { xs: 'column', sm: 'row' },
  alignItems: 'center',
  justifyContent: 'center',
  gap: { xs: 0.5, sm: 1.25 },
  px: 1,
} as const;
