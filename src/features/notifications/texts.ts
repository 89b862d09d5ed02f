import type { AlwaysMailed, EmailCategory } from '@/common/notification-kinds';

/** Each e-mail category in words: what its switch on the settings screen covers. */
export const EMAIL_CATEGORY_TEXT: Record<EmailCategory, { label: string; hint: string }> = {
  deposits: { label: 'Deposits', hint: 'When a deposit is credited to your balance, or taken back.' },
  investments: { label: 'Investments', hint: 'When an investment starts, and when it matures or is cancelled.' },
  verification: { label: 'Identity verification', hint: 'When your documents are approved or rejected.' },
  support: { label: 'Support tickets', hint: 'When our support team answers one of your tickets.' },
};

/** The categories always e-mailed: shown on and disabled, with the reason (ALWAYS_ON_TEXT). */
export const ALWAYS_MAILED_TEXT: Record<AlwaysMailed, { label: string; hint: string }> = {
  security: {
    label: 'Security',
    hint: 'Password and two-factor changes, sign-ins from a new browser, and changes our staff make to your balance.',
  },
  withdrawals: { label: 'Withdrawals', hint: 'When a withdrawal is requested, paid, refunded or put back in the queue.' },
};
export const ALWAYS_ON_TEXT =
  'Security and withdrawal e-mails are always sent: if someone else gets into your account, they cannot hide it or your money leaving.';

export const NOTIFICATION_TEXT = {
  saved: 'Your notification settings were saved.',
  saveFailed: 'Your notification settings could not be saved. Please try again.',
  empty: 'You have no notifications yet. We will tell you here when something happens on your account.',
  nothingNew: 'You have no notifications yet.',
  markFailed: 'That could not be marked as read. Please try again.',
};

/** The bell's accessible name: 'Notifications, 3 unread' or 'Notifications'. */
export const bellLabel = (unread: number | undefined): string => (unread ? `Notifications, ${unread} unread` : 'Notifications');
