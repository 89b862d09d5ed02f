/**
 * In-app addresses that the server writes into e-mails and inbox entries. The investor area's
 * section table (src/config/account-sections.ts) serves the same paths; a test holds the two
 * together (tests/unit/web/app-links.test.ts).
 */
export const APP_LINKS = {
  activity: '/account/activity',
  activeTrades: '/account/activetrade',
  security: '/account/security',
  kyc: '/account/kyc-verify',
  notifications: '/account/notifications',
  notificationSettings: '/account/notification-settings',
  support: '/account/support',
  withdrawalAddresses: '/account/withdrawal-addresses',
} as const;

/** One ticket's thread in the investor area. */
export const ticketLink = (ticketId: string) => `${APP_LINKS.support}?ticket=${encodeURIComponent(ticketId)}`;
