import { PASSKEY_LIMIT } from '@/common/api/passkeys';

/** The passkeys' words on the Security screen and in the step-up forms (the API's own are PASSKEY_MSG). */
export const PASSKEY_TEXT = {
  title: 'Passkeys',
  help: 'A passkey signs you in with your fingerprint, face or device PIN instead of your password. It stays on your device or in your password manager, works only on this site, and cannot be phished: a fake site cannot use it.',
  unsupported:
    'This browser cannot use passkeys. To add one, open this page in an up-to-date browser on a device with a fingerprint reader, face recognition or a screen lock.',
  none: 'No passkeys yet.',
  listLabel: 'Your passkeys',
  add: 'Add a passkey',
  added: 'Added',
  lastUsed: 'Last used',
  neverUsed: 'Never used',
  synced: 'Synced',
  thisDeviceOnly: 'This device only',
  addTitle: 'Add a passkey',
  addIntro:
    'Name it, enter your password, then follow your browser’s prompt: it makes the passkey with your fingerprint, face or device PIN.',
  nameLabel: 'Name',
  nameHint: 'For you to tell your passkeys apart, such as “Work laptop” or “My phone”',
  passwordLabel: 'Password',
  continue: 'Continue',
  cancel: 'Cancel',
  remove: 'Remove',
  removeIntro:
    'You will no longer be able to sign in or confirm changes with it. For your safety, withdrawals pause for a while after a passkey is removed.',
  addFailed: 'The passkey could not be added. Please try again.',
  removeFailed: 'The passkey could not be removed. Please try again.',
  /** beside the code field of a step-up */
  usePasskey: 'Use a passkey instead',
  /** a step-up for an account whose only second factor is its passkeys */
  passkeyOnly: 'You will confirm this with one of your passkeys.',
  /** staff under STAFF_PASSKEY=required */
  staffRequired: 'Approving, paying, rejecting and adjusting are confirmed with one of your passkeys.',
  staffRequiredNone: 'Approving, paying, rejecting and adjusting are confirmed with a passkey: add one here to do them.',
  passkeyOnlyUnsupported:
    'Confirming this needs one of your passkeys, and this browser cannot use passkeys. Open this page in an up-to-date browser.',
} as const;

export const removeTitle = (name: string) => `Remove “${name}”?`;
export const removeLabel = (name: string) => `Remove the passkey ${name}`;
export const passkeyCount = (count: number) => `${count} of ${PASSKEY_LIMIT} passkeys`;
