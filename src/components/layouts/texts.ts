import { defineTexts, plain } from '@/common/i18n/translate';

/** The public site's frame: its bar, side menu and footer (the company's own words are in src/config/site.ts). */
export const PUBLIC_LAYOUT_TEXT = defineTexts('publicLayout', {
  skipToContent: plain,
  mainNav: plain,
  investorsPortal: plain,
  openMenu: plain,
  closeMenu: plain,
  menu: plain,
  scrollToTop: plain,
  riskNotice: plain,
  // the year as a year ('2026'), never grouped like an amount
  copyright: (year: number, company: string) => ({ year: String(year), company }),
  navHome: plain,
  navAbout: plain,
  navServices: plain,
  navContact: plain,
});
