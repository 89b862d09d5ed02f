/** Height of one partner slide; the hero reserves it while the carousel's code loads (no layout shift). */
export const PARTNER_STRIP_HEIGHT = 56;
