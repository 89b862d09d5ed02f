// What Profile > Withdrawal addresses says (the address book, the form, the allow-list), and the
// withdrawal screen's saved-address picker and address hint.
import { defineTexts, plain } from '@/common/i18n/translate';

export const WITHDRAWAL_ADDRESSES_TEXT = defineTexts('withdrawalAddresses', {
  // what the withdrawal screen's free address field says while the allow-list is on
  allowlistHint: plain,

  // the picker on the withdrawal screen
  noSavedForCoin: plain,
  saveOneLink: plain,
  savedLabel: plain,
  pickHelp: plain,
  heldLine: (address: string, from: string) => ({ address, from }),

  // the form
  addTitle: plain,
  coin: plain,
  address: plain,
  name: plain,
  nameHelp: (max: number) => ({ max }),
  save: plain,

  // the address book
  savedTitle: plain,
  loading: plain,
  loadWhat: plain,
  none: plain,
  usableFrom: (from: string) => ({ from }),
  deleteNamed: (label: string) => ({ label }),
  deleteTitle: plain,
  deleteText: (label: string, address: string) => ({ label, address }),
  cancel: plain,
  delete: plain,

  // the allow-list
  allowlistTitle: plain,
  allowlistIntro: plain,
  allowlistSwitch: plain,
  offTitle: plain,
  offText: plain,
  password: plain,
  turnOff: plain,
});
