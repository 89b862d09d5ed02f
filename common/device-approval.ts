import { defineTexts, plain } from './i18n/translate';

/**
 * New-device approval (NEW_DEVICE_APPROVAL=on): what the API answers and what the sign-in screen
 * and the approval page say, written once for both sides.
 */
export const DEVICE_APPROVAL_MSG = defineTexts('deviceApproval', {
  /** the sign-in screen while the owner has not opened the e-mailed link */
  waiting: plain,
  /** 401 from the poll: the 20 minutes are over, or the sign-in was collected already */
  ended: plain,
  /** 401 from the poll: the waiting sign-in belongs to another browser */
  otherDevice: plain,
  /** 400 from the approval: unknown, used, or older than 20 minutes */
  linkInvalid: plain,
  /** 429 from a sign-in: the owner has several unopened approval e-mails already */
  tooManyWaiting: plain,
  /** 200 from the approval */
  approved: plain,
  checkAgain: plain,
  approve: plain,
});

/** The query parameter of the e-mailed link: /approve-device?token=... */
export const DEVICE_APPROVAL_TOKEN_PARAM = 'token';
