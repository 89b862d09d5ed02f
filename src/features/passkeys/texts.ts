import { PASSKEY_LIMIT } from '@/common/api/passkeys';
import { defineTexts, plain } from '@/common/i18n/translate';

/** The passkeys' words on the Security screen and in the step-up forms (the API's own are PASSKEY_MSG). */
export const PASSKEY_TEXT = defineTexts('passkeys', {
  title: plain,
  help: plain,
  unsupported: plain,
  loading: plain,
  none: plain,
  /** the list, and what a failed load of it names */
  listLabel: plain,
  add: plain,
  added: plain,
  lastUsed: plain,
  neverUsed: plain,
  kept: plain,
  synced: plain,
  thisDeviceOnly: plain,
  count: (count: number) => ({ count, limit: PASSKEY_LIMIT }),
  addTitle: plain,
  addIntro: plain,
  nameLabel: plain,
  nameHint: plain,
  passwordLabel: plain,
  continue: plain,
  cancel: plain,
  remove: plain,
  removeTitle: (name: string) => ({ name }),
  removeLabel: (name: string) => ({ name }),
  removeIntro: plain,
  addFailed: plain,
  removeFailed: plain,
  /** beside the code field of a step-up */
  usePasskey: plain,
  /** a step-up for an account whose only second factor is its passkeys */
  passkeyOnly: plain,
  /** staff under STAFF_PASSKEY=required */
  staffRequired: plain,
  staffRequiredNone: plain,
  passkeyOnlyUnsupported: plain,
});
