import { depositCredited } from './deposit-credited';
import { emailChangedByStaff } from './email-changed-by-staff';
import { emailChangedNotice } from './email-changed-notice';
import { emailVerification } from './email-verification';
import { investmentMatured } from './investment-matured';
import { investmentStarted } from './investment-started';
import { kycApproved } from './kyc-approved';
import { kycRejected } from './kyc-rejected';
import { newSignIn } from './new-sign-in';
import { passwordChanged } from './password-changed';
import { passwordReset } from './password-reset';
import { reservesShortfall } from './reserves-shortfall';
import { signUpAttempt } from './sign-up-attempt';
import { ticketAnswered } from './ticket-answered';
import { twoFactorDisabled } from './two-factor-disabled';
import { twoFactorEnabled } from './two-factor-enabled';
import { twoFactorReset } from './two-factor-reset';
import type { Templates } from './types';
import { accountLocked } from './account-locked';
import { accountUnlock } from './account-unlock';
import { accountUnlocked } from './account-unlocked';
import { deviceApproval } from './device-approval';
import { passkeyAdded } from './passkey-added';
import { passkeyRemoved } from './passkey-removed';
import { withdrawalAddressAdded } from './withdrawal-address-added';
import { withdrawalAllowlistDisabled } from './withdrawal-allowlist-disabled';
import { withdrawalPaid } from './withdrawal-paid';
import { withdrawalRefunded } from './withdrawal-refunded';
import { withdrawalRequested } from './withdrawal-requested';
// money moved by staff or by a status change (every ledger posting is told)
import { balanceAdjusted } from './balance-adjusted';
import { depositReversed } from './deposit-reversed';
import { investmentCancelled } from './investment-cancelled';
import { withdrawalHeldAgain } from './withdrawal-held-again';

/** Every e-mail the platform sends, one template each (text and HTML come from the same one). */
export const TEMPLATES: Templates = {
  email_verification: emailVerification,
  email_changed_notice: emailChangedNotice,
  password_reset: passwordReset,
  password_changed: passwordChanged,
  two_factor_enabled: twoFactorEnabled,
  two_factor_disabled: twoFactorDisabled,
  new_sign_in: newSignIn,
  withdrawal_address_added: withdrawalAddressAdded,
  withdrawal_allowlist_disabled: withdrawalAllowlistDisabled,
  deposit_credited: depositCredited,
  withdrawal_requested: withdrawalRequested,
  withdrawal_paid: withdrawalPaid,
  withdrawal_refunded: withdrawalRefunded,
  investment_started: investmentStarted,
  investment_matured: investmentMatured,
  kyc_approved: kycApproved,
  kyc_rejected: kycRejected,
  ticket_answered: ticketAnswered,
  // money moved by staff or by a status change (every ledger posting is told)
  deposit_reversed: depositReversed,
  withdrawal_held_again: withdrawalHeldAgain,
  investment_cancelled: investmentCancelled,
  balance_adjusted: balanceAdjusted,
  two_factor_reset: twoFactorReset,
  sign_up_attempt: signUpAttempt,
  email_changed_by_staff: emailChangedByStaff,
  reserves_shortfall: reservesShortfall,
  passkey_added: passkeyAdded,
  passkey_removed: passkeyRemoved,
  account_locked: accountLocked,
  account_unlock: accountUnlock,
  account_unlocked: accountUnlocked,
  device_approval: deviceApproval,
};
