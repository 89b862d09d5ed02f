// What the back office's frame says: the app bar, the menu, the browser titles, the banners and
// the pages that stand in for another (not found, two-factor sign-in first).
import { defineTexts, plain } from '@/common/i18n/translate';

export const LAYOUT_TEXT = defineTexts('adminLayout', {
  homeLink: (site: string) => ({ site }),
  // the menu
  home: plain,
  bitcoinBatches: plain,
  coinRates: plain,
  liabilities: plain,
  proofOfReserves: plain,
  reconciliation: plain,
  logOut: plain,
  yourSecurity: plain,
  // pages and banners
  adminOnly: (area: string) => ({ area }),
  goHome: plain,
  demoAddressesTitle: plain,
  /** the banner's sentence: {wallets} is where the wallets' links go */
  demoAddresses: (count: number, wallets: string) => ({ count, wallets }),
  onlyAdminsEdit: plain,
  // two-factor sign-in first
  enrolPageTitle: (site: string) => ({ site }),
  enrolLogOut: plain,
});

/** The app bar's language menu: its button names the language the page is in. */
export const LOCALE_MENU_TEXT = defineTexts('adminLocaleMenu', {
  button: (language: string) => ({ language }),
});

/** Why the back office waits for two-factor sign-in, said on the page that replaces it. */
export const ENROL_TEXTS = defineTexts('adminEnrol', {
  title: plain,
  why: plain,
  how: plain,
  go: plain,
  checking: plain,
});

/** The browser titles: 'Users · Back-office'. */
export const PAGE_TITLE_TEXT = defineTexts('adminPageTitle', {
  backOffice: plain,
  withPage: (page: string) => ({ page }),
  /** a create page of a resource the back office has no word for */
  newOf: (noun: string) => ({ noun }),
  // the custom pages
  dashboard: plain,
  rates: plain,
  liabilities: plain,
  reserves: plain,
  batches: plain,
  reconcile: plain,
});

/** The resources the back office names itself, each with a plain message per way of naming it. */
const RESOURCE_WORDS = {
  transactions: plain,
  deposits: plain,
  'chain-payments': plain,
  withdrawals: plain,
  payouts: plain,
  approvals: plain,
  investments: plain,
  users: plain,
  kyc: plain,
  tickets: plain,
  plans: plain,
  wallets: plain,
  audit: plain,
  translations: plain,
} as const;

/** Each resource's list, as the menu and the browser title name it. */
export const RESOURCE_LABELS = defineTexts('adminResourceLabel', RESOURCE_WORDS);

/** One record of a resource, alone: the browser title while the record loads. */
export const RESOURCE_NOUNS = defineTexts('adminResourceNoun', RESOURCE_WORDS);

/** One record of a resource, where react-admin names one: 'Create %{name}', 'Delete %{name} …'. */
export const RESOURCE_ONE = defineTexts('adminResourceOne', RESOURCE_WORDS);

/** A record's title by its name, for the resources whose representation does not say what it is. */
export const RECORD_TITLES = defineTexts('adminRecordTitle', {
  users: (name: string) => ({ name }),
  plans: (name: string) => ({ name }),
  wallets: (name: string) => ({ name }),
  kyc: (name: string) => ({ name }),
  tickets: (name: string) => ({ name }),
});

/** A new record's page. */
export const NEW_RECORD_TITLES = defineTexts('adminNewRecord', {
  plans: plain,
  wallets: plain,
});
