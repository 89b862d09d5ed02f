import type { AlwaysMailed, EmailCategory } from '@/common/notification-kinds';
import { defineTexts, plain } from '@/common/i18n/translate';

export const NOTIFICATION_TEXT = defineTexts('notifications', {
  saved: plain,
  saveFailed: plain,
  empty: plain,
  nothingNew: plain,
  markFailed: plain,
  // the bell and its panel
  bell: plain,
  bellUnread: (count: number) => ({ count }),
  heading: plain,
  loading: plain,
  seeAll: plain,
  markAllRead: plain,
  // the inbox
  inboxTitle: plain,
  loadingInbox: plain,
  /** what a failed load names */
  loadWhat: plain,
  pagerLabel: plain,
  unreadMarker: plain,
  markRead: plain,
  markReadLabel: (title: string) => ({ title }),
  // the e-mail settings
  settingsTitle: plain,
  settingsIntro: plain,
  saveSettings: plain,
  depositsLabel: plain,
  depositsHint: plain,
  investmentsLabel: plain,
  investmentsHint: plain,
  verificationLabel: plain,
  verificationHint: plain,
  supportLabel: plain,
  supportHint: plain,
  securityLabel: plain,
  securityHint: plain,
  withdrawalsLabel: plain,
  withdrawalsHint: plain,
  /** why the always-mailed categories have no switch to turn off */
  alwaysOn: plain,
});

interface SwitchText {
  readonly label: string;
  readonly hint: string;
}

/** A switch's words, each read when the switch is drawn. */
const switchText = (label: () => string, hint: () => string): SwitchText => ({
  get label() {
    return label();
  },
  get hint() {
    return hint();
  },
});

/** Each e-mail category in words: what its switch on the settings screen covers. */
export const EMAIL_CATEGORY_TEXT: Readonly<Record<EmailCategory, SwitchText>> = {
  deposits: switchText(
    () => NOTIFICATION_TEXT.depositsLabel,
    () => NOTIFICATION_TEXT.depositsHint,
  ),
  investments: switchText(
    () => NOTIFICATION_TEXT.investmentsLabel,
    () => NOTIFICATION_TEXT.investmentsHint,
  ),
  verification: switchText(
    () => NOTIFICATION_TEXT.verificationLabel,
    () => NOTIFICATION_TEXT.verificationHint,
  ),
  support: switchText(
    () => NOTIFICATION_TEXT.supportLabel,
    () => NOTIFICATION_TEXT.supportHint,
  ),
};

/** The categories always e-mailed: shown on and disabled, with the reason (NOTIFICATION_TEXT.alwaysOn). */
export const ALWAYS_MAILED_TEXT: Readonly<Record<AlwaysMailed, SwitchText>> = {
  security: switchText(
    () => NOTIFICATION_TEXT.securityLabel,
    () => NOTIFICATION_TEXT.securityHint,
  ),
  withdrawals: switchText(
    () => NOTIFICATION_TEXT.withdrawalsLabel,
    () => NOTIFICATION_TEXT.withdrawalsHint,
  ),
};

/** The bell's accessible name: 'Notifications, 3 unread' or 'Notifications'. */
export const bellLabel = (unread: number | undefined): string => (unread ? NOTIFICATION_TEXT.bellUnread(unread) : NOTIFICATION_TEXT.bell);
