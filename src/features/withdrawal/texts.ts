// What the withdrawal screen says around the shared rules' messages (TX_MSG, MSG): the form,
// the notices above it and the KYC dialog.
import { defineTexts, plain } from '@/common/i18n/translate';

export const WITHDRAWAL_TEXT = defineTexts('withdrawal', {
  // the form
  formLabel: plain,
  coinLabel: plain,
  amountLabel: plain,
  minimum: (min: string) => ({ min }),
  addressLabel: plain,
  addressHint: (coin: string) => ({ coin }),
  withdraw: plain,
  pausedUntil: (until: string) => ({ until }),
  ok: plain,

  // the KYC dialog
  notNow: plain,
  verifyAccount: plain,

  // the notice while the identity is not verified
  kycPendingTitle: plain,
  kycNeededTitle: plain,
  kycPendingText: plain,
  kycRejected: plain,
  kycNeededText: plain,
  kycSendAgain: plain,
  kycVerify: plain,
});
