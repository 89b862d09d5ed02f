import type { PlanCategory } from '@/common/validation/plan';

/** Where the investor area starts; every section's address is below it. */
export const ACCOUNT_BASE = '/account';

/**
 * The side navigation's icons, by name: the components live in src/features/account/nav-items.ts, which only the
 * investor area loads. The route table reads this file and is part of the public pages'
 * first download, where twelve icons would cost kilobytes nobody sees.
 */
export type NavIconName =
  | 'home'
  | 'agriculture'
  | 'cannabidiol'
  | 'crypto'
  | 'forex'
  | 'nft'
  | 'gold'
  | 'realEstate'
  | 'trades'
  | 'profile'
  | 'withdraw'
  | 'activity'
  | 'support';

/** One screen of the investor area. */
export interface AccountSection {
  /** The path below /account; '' is the area's home (the dashboard). */
  segment: string;
  /** The document title while the screen is shown. */
  title: string;
  /** The side-navigation entry; screens without one are reached from other screens. */
  nav?: { label: string; icon: NavIconName };
  /** A plan page lists the plans of this category (each page its own). */
  planCategory?: PlanCategory;
}

/**
 * The investor area, one row per screen, in the side navigation's order.
 * The route table (src/app/routes.ts), the side navigation (src/features/account/nav-items.ts), the addresses
 * (account-paths.ts) and the plan pages (src/features/plans/utils/plan-pages.ts) are derived from it, so
 * a screen is added, renamed or moved here and nowhere else.
 */
export const ACCOUNT_SECTIONS = {
  home: { segment: '', title: 'Your account', nav: { label: 'Home', icon: 'home' } },
  agric: {
    segment: 'agric',
    title: 'Agriculture',
    nav: { label: 'Agriculture', icon: 'agriculture' },
    planCategory: 'agriculture',
  },
  pharm: {
    segment: 'pharm',
    title: 'Cannabidiol',
    nav: { label: 'Cannabidiol', icon: 'cannabidiol' },
    planCategory: 'cannabidiol',
  },
  crypto: {
    segment: 'crypto',
    title: 'Cryptocurrency',
    nav: { label: 'Cryptocurrency', icon: 'crypto' },
    planCategory: 'crypto',
  },
  forex: { segment: 'forex', title: 'Forex', nav: { label: 'Forex', icon: 'forex' }, planCategory: 'forex' },
  nft: { segment: 'nft', title: 'NFTs', nav: { label: 'NFTs', icon: 'nft' }, planCategory: 'nft' },
  gold: {
    segment: 'gold',
    title: 'Precious Metal',
    nav: { label: 'Precious Metal', icon: 'gold' },
    planCategory: 'gold',
  },
  estate: {
    segment: 'estate',
    title: 'Real Estate',
    nav: { label: 'Real Estate', icon: 'realEstate' },
    planCategory: 'real_estate',
  },
  activeTrades: { segment: 'activetrade', title: 'Active Trades', nav: { label: 'Active Trade', icon: 'trades' } },
  profile: { segment: 'profile', title: 'Profile', nav: { label: 'Profile', icon: 'profile' } },
  withdrawal: { segment: 'withdrawal', title: 'Withdraw', nav: { label: 'Withdraw', icon: 'withdraw' } },
  activity: { segment: 'activity', title: 'Your Activity', nav: { label: 'Activities', icon: 'activity' } },
  support: { segment: 'support', title: 'Support', nav: { label: 'Support', icon: 'support' } },
  // reached from the Deposit button, a plan page and the withdrawal screen
  deposit: { segment: 'deposit', title: 'Deposit' },
  investmentForm: { segment: 'investmentform', title: 'Investment' },
  kyc: { segment: 'kyc-verify', title: 'Verify your identity' },
  // reached from Profile; staff without two-factor sign-in are sent here to enrol
  security: { segment: 'security', title: 'Security' },
  // the bell's "See all", and Profile > Notifications (e-mail per category)
  notifications: { segment: 'notifications', title: 'Notifications' },
  notificationSettings: { segment: 'notification-settings', title: 'Notifications settings' },
  // Profile > Withdrawal addresses (the address book and the allow-list)
  withdrawalAddresses: { segment: 'withdrawal-addresses', title: 'Withdrawal addresses' },
} as const satisfies Record<string, AccountSection>;

export type AccountSectionKey = keyof typeof ACCOUNT_SECTIONS;

type Sections = typeof ACCOUNT_SECTIONS;

/** A section's full address: '/account' for home, '/account/<segment>' for the rest. */
export type AccountSectionPath<K extends AccountSectionKey> = Sections[K]['segment'] extends ''
  ? typeof ACCOUNT_BASE
  : `${typeof ACCOUNT_BASE}/${Sections[K]['segment']}`;

export const sectionPath = <K extends AccountSectionKey>(key: K): AccountSectionPath<K> => {
  const { segment } = ACCOUNT_SECTIONS[key] as AccountSection;
  return (segment ? `${ACCOUNT_BASE}/${segment}` : ACCOUNT_BASE) as AccountSectionPath<K>;
};

/** The keys in the table's order (Object.keys keeps the order of non-numeric keys). */
export const ACCOUNT_SECTION_KEYS = Object.keys(ACCOUNT_SECTIONS) as AccountSectionKey[];

/** The sections that are plan pages. */
export type PlanSectionKey = {
  [K in AccountSectionKey]: Sections[K] extends { planCategory: PlanCategory } ? K : never;
}[AccountSectionKey];
