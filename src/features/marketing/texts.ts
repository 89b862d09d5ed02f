import { defineTexts, plain } from '@/common/i18n/translate';

/** What the marketing components say themselves (the pages' copy is in src/config/site.ts and legal.ts). */
export const MARKETING_TEXT = defineTexts('marketingUi', {
  previousPartner: plain,
  nextPartner: plain,
  partnerLogos: plain,
  pausePartners: plain,
  playPartners: plain,
  quote: plain,
  lastUpdated: plain,
});
