// The words the back office's shared pieces say (buttons, chips, a list's pager, the owner of a
// record), the same on every screen that uses them.
import { defineTexts, plain } from '@/common/i18n/translate';

/** 'Pending': the first letter up, for a status the messages below do not know. */
const capitalized = (value: string) => (value ? value[0].toUpperCase() + value.slice(1) : value);

export const UI_TEXT = defineTexts('adminUi', {
  activate: plain,
  delete: plain,
  cancel: plain,
  yes: plain,
  no: plain,
  /** the standard toast ('Update Failed') followed by why, as the server said it */
  failedWith: (label: string, why: string) => ({ label, why }),
  loadFailed: plain,
  /** '1-25 of 10,000+': a list whose count stopped at the API's cap (from and to as the pager writes them) */
  lowerBound: (from: number, to: number, count: string) => ({ from: String(from), to: String(to), count }),
  /** a transaction's, KYC submission's or approval's status as a word ('Pending'); an unknown one capitalized */
  status: (status: string) => ({ status, fallback: capitalized(status) }),
  stepUpCode: plain,
  unknownUser: plain,
  userId: (id: string) => ({ id }),
});
