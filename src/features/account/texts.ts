import { defineTexts, plain } from '@/common/i18n/translate';

/** The investor area's navigation words of its own (the sections' names are in src/config/account-sections.ts). */
export const ACCOUNT_NAV_TEXT = defineTexts('accountNav', {
  backToBackOffice: plain,
});
