/**
 * New-device approval (NEW_DEVICE_APPROVAL=on): what the API answers and what the sign-in screen
 * and the approval page say, written once for both sides.
 */
export const DEVICE_APPROVAL_MSG = {
  /** the sign-in screen while the owner has not opened the e-mailed link */
  waiting: 'We e-mailed you a link to approve this device. Open it within 20 minutes; this page continues by itself.',
  /** 401 from the poll: the 20 minutes are over, or the sign-in was collected already */
  ended: 'This sign-in is no longer waiting for approval. Please sign in again.',
  /** 401 from the poll: the waiting sign-in belongs to another browser */
  otherDevice: 'This sign-in was started in another browser. Please sign in again here.',
  /** 400 from the approval: unknown, used, or older than 20 minutes */
  linkInvalid: 'This approval link does not work: it was used already or is older than 20 minutes. Sign in again to get a new one.',
  /** 429 from a sign-in: the owner has several unopened approval e-mails already */
  tooManyWaiting:
    'Several sign-ins to this account are already waiting for approval. Open the link in one of the e-mails we sent, or try again later.',
  /** 200 from the approval */
  approved: 'Approved: go back to the browser you signed in with.',
  checkAgain: 'Check again',
  approve: 'Approve this device',
} as const;

/** The query parameter of the e-mailed link: /approve-device?token=... */
export const DEVICE_APPROVAL_TOKEN_PARAM = 'token';
