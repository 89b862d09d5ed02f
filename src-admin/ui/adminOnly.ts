import { defineTexts, plain } from '@/common/i18n/translate';

/**
 * The back-office areas only admins open (App.tsx registers them for admins alone), by the
 * first part of their address, with the name a page says them by.
 */
export const ADMIN_ONLY_AREAS: Readonly<Record<string, string>> = defineTexts('adminOnlyAreas', {
  plans: plain,
  wallets: plain,
  audit: plain,
  reconcile: plain,
});
