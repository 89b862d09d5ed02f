// Every address inside the investor area (SPEC.md section 2), for links and navigation.
// The route table (src/app/routes.ts) declares the same segments; a unit test keeps them in step.
export const ACCOUNT_PATHS = {
  home: '/account',
  deposit: '/account/deposit',
  withdrawal: '/account/withdrawal',
  agric: '/account/agric',
  pharm: '/account/pharm',
  crypto: '/account/crypto',
  forex: '/account/forex',
  nft: '/account/nft',
  gold: '/account/gold',
  estate: '/account/estate',
  investmentForm: '/account/investmentform',
  activeTrades: '/account/activetrade',
  profile: '/account/profile',
  activity: '/account/activity',
  kyc: '/account/kyc-verify',
} as const;

export type AccountPath = (typeof ACCOUNT_PATHS)[keyof typeof ACCOUNT_PATHS];
