import { defineTexts, plain } from '@/common/i18n/translate';
import type { PlanCategory } from '@/common/validation/plan';
import { ACCOUNT_BASE } from './account-base';

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

/** The sections' names: the document titles and the side navigation's entries. */
const SECTION_TEXT = defineTexts('accountSections', {
  homeTitle: plain,
  homeNav: plain,
  agric: plain,
  pharm: plain,
  crypto: plain,
  forex: plain,
  nft: plain,
  gold: plain,
  estate: plain,
  activeTradesTitle: plain,
  activeTradesNav: plain,
  profile: plain,
  withdrawal: plain,
  activityTitle: plain,
  activityNav: plain,
  support: plain,
  deposit: plain,
  investmentForm: plain,
  kyc: plain,
  security: plain,
  notifications: plain,
  notificationSettings: plain,
  withdrawalAddresses: plain,
});

/** One screen of the investor area. */
export interface AccountSection {
  /** The path below /account; '' is the area's home (the dashboard). */
  segment: string;
  /** The document title while the screen is shown (a getter: written in the language of the moment it is read). */
  title: string;
  /** The side-navigation entry, its label a getter like the title; screens without one are reached from other screens. */
  nav?: { label: string; icon: NavIconName };
  /** A plan page lists the plans of this category (each page its own). */
  planCategory?: PlanCategory;
}

/**
 * The investor area, one row per screen, in the side navigation's order.
 * The route table (src/app/routes.ts), the side navigation (src/features/account/nav-items.ts), the addresses
 * (account-paths.ts) and the plan pages (src/features/plans/utils/plan-pages.ts) are derived from it, so
 * a screen is added, renamed or moved here and nowhere else.
 * The table is built when the route table loads, before any language is known: each title and
 * label is a getter that writes the words when a screen or the navigation reads them.
 */
export const ACCOUNT_SECTIONS = {
  home: {
    segment: '',
    get title() {
      return SECTION_TEXT.homeTitle;
    },
    nav: {
      get label() {
        return SECTION_TEXT.homeNav;
      },
      icon: 'home',
    },
  },
  agric: {
    segment: 'agric',
    get title() {
      return SECTION_TEXT.agric;
    },
    nav: {
      get label() {
        return SECTION_TEXT.agric;
      },
      icon: 'agriculture',
    },
    planCategory: 'agriculture',
  },
  pharm: {
    segment: 'pharm',
    get title() {
      return SECTION_TEXT.pharm;
    },
    nav: {
      get label() {
        return SECTION_TEXT.pharm;
      },
      icon: 'cannabidiol',
    },
    planCategory: 'cannabidiol',
  },
  crypto: {
    segment: 'crypto',
    get title() {
      return SECTION_TEXT.crypto;
    },
    nav: {
      get label() {
        return SECTION_TEXT.crypto;
      },
      icon: 'crypto',
    },
    planCategory: 'crypto',
  },
  forex: {
    segment: 'forex',
    get title() {
      return SECTION_TEXT.forex;
    },
    nav: {
      get label() {
        return SECTION_TEXT.forex;
      },
      icon: 'forex',
    },
    planCategory: 'forex',
  },
  nft: {
    segment: 'nft',
    get title() {
      return SECTION_TEXT.nft;
    },
    nav: {
      get label() {
        return SECTION_TEXT.nft;
      },
      icon: 'nft',
    },
    planCategory: 'nft',
  },
  gold: {
    segment: 'gold',
    get title() {
      return SECTION_TEXT.gold;
    },
    nav: {
      get label() {
        return SECTION_TEXT.gold;
      },
      icon: 'gold',
    },
    planCategory: 'gold',
  },
  estate: {
    segment: 'estate',
    get title() {
      return SECTION_TEXT.estate;
    },
    nav: {
      get label() {
        return SECTION_TEXT.estate;
      },
      icon: 'realEstate',
    },
    planCategory: 'real_estate',
  },
  activeTrades: {
    segment: 'activetrade',
    get title() {
      return SECTION_TEXT.activeTradesTitle;
    },
    nav: {
      get label() {
        return SECTION_TEXT.activeTradesNav;
      },
      icon: 'trades',
    },
  },
  profile: {
    segment: 'profile',
    get title() {
      return SECTION_TEXT.profile;
    },
    nav: {
      get label() {
        return SECTION_TEXT.profile;
      },
      icon: 'profile',
    },
  },
  withdrawal: {
    segment: 'withdrawal',
    get title() {
      return SECTION_TEXT.withdrawal;
    },
    nav: {
      get label() {
        return SECTION_TEXT.withdrawal;
      },
      icon: 'withdraw',
    },
  },
  activity: {
    segment: 'activity',
    get title() {
      return SECTION_TEXT.activityTitle;
    },
    nav: {
      get label() {
        return SECTION_TEXT.activityNav;
      },
      icon: 'activity',
    },
  },
  support: {
    segment: 'support',
    get title() {
      return SECTION_TEXT.support;
    },
    nav: {
      get label() {
        return SECTION_TEXT.support;
      },
      icon: 'support',
    },
  },
  // reached from the Deposit button, a plan page and the withdrawal screen
  deposit: {
    segment: 'deposit',
    get title() {
      return SECTION_TEXT.deposit;
    },
  },
  investmentForm: {
    segment: 'investmentform',
    get title() {
      return SECTION_TEXT.investmentForm;
    },
  },
  kyc: {
    segment: 'kyc-verify',
    get title() {
      return SECTION_TEXT.kyc;
    },
  },
  // reached from Profile; staff without two-factor sign-in are sent here to enrol
  security: {
    segment: 'security',
    get title() {
      return SECTION_TEXT.security;
    },
  },
  // the bell's "See all", and Profile > Notifications (e-mail per category)
  notifications: {
    segment: 'notifications',
    get title() {
      return SECTION_TEXT.notifications;
    },
  },
  notificationSettings: {
    segment: 'notification-settings',
    get title() {
      return SECTION_TEXT.notificationSettings;
    },
  },
  // Profile > Withdrawal addresses (the address book and the allow-list)
  withdrawalAddresses: {
    segment: 'withdrawal-addresses',
    get title() {
      return SECTION_TEXT.withdrawalAddresses;
    },
  },
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
