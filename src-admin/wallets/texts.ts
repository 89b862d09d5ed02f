// What the deposit wallets' screens say: the list, its filters, the form and the delete confirmation.
import { defineTexts, plain } from '@/common/i18n/translate';

export const WALLET_TEXT = defineTexts('adminWallets', {
  listTitle: plain,
  newTitle: plain,
  editTitle: (name: string) => ({ name }),
  editTitleEmpty: plain,
  search: plain,
  searchPlaceholder: plain,
  all: plain,
  name: plain,
  currency: plain,
  address: plain,
  addressHelp: plain,
  activeInput: plain,
  active: plain,
  added: plain,
  actions: plain,
  /** a phone's third line: the coin, and whether the deposit screen offers it */
  coinInactive: (coin: string) => ({ coin }),
  deleteTitle: plain,
  deleteContent: (name: string) => ({ name }),
});
