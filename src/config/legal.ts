// The terms and the privacy policy: part of the content module (./site.ts), kept in their own
// file so that only /terms and /privacy read them. Their words are in the web app's catalogues
// (areas 'legal', 'legalTerms', 'legalPrivacy'), written out when a page reads a document;
// company facts come from SITE.
import { MARKET_TICKER_ORIGINS, MARKET_TICKER_PROVIDER as TICKER } from '@/common/third-party-content';
import { defineTexts, plain } from '@/common/i18n/translate';
import { SITE } from './site';

interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalDocument {
  readonly title: string;
  /** ISO date of the last change, shown as 'Last updated' */
  readonly updated: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
}

const LEGAL_TEXT = defineTexts('legal', {
  contactLine: () => ({ company: SITE.legalName, address: SITE.address, email: SITE.supportEmail, phone: SITE.phone }),
});

const site = () => ({ site: SITE.name });

const TERMS_TEXT = defineTexts('legalTerms', {
  title: plain,
  intro: site,
  whoHeading: plain,
  whoText: () => ({ site: SITE.name, company: SITE.legalName, address: SITE.address }),
  eligibilityHeading: plain,
  eligibilityIntro: plain,
  eligibilityAge: plain,
  eligibilityInformation: plain,
  eligibilityResidence: plain,
  eligibilityOneAccount: plain,
  accountHeading: plain,
  accountPassword: plain,
  accountAccess: plain,
  depositsHeading: plain,
  depositsCrypto: plain,
  depositsPlans: plain,
  depositsPastResults: plain,
  withdrawalsHeading: plain,
  withdrawalsIdentity: plain,
  withdrawalsAddress: plain,
  risksHeading: plain,
  risksAssets: plain,
  useHeading: plain,
  useIntro: plain,
  useUnlawful: plain,
  useOtherAccounts: plain,
  useAutomation: plain,
  closingHeading: plain,
  closingByYou: plain,
  closingByUs: plain,
  liabilityHeading: plain,
  liabilityText: plain,
  changesHeading: plain,
  changesText: plain,
  lawHeading: plain,
  lawText: plain,
  contactHeading: plain,
});

export const TERMS: LegalDocument = {
  get title() {
    return TERMS_TEXT.title;
  },
  updated: '2026-11-01',
  get intro() {
    return TERMS_TEXT.intro();
  },
  get sections() {
    const t = TERMS_TEXT;
    return [
      { heading: t.whoHeading, paragraphs: [t.whoText()] },
      {
        heading: t.eligibilityHeading,
        paragraphs: [t.eligibilityIntro],
        list: [t.eligibilityAge, t.eligibilityInformation, t.eligibilityResidence, t.eligibilityOneAccount],
      },
      { heading: t.accountHeading, paragraphs: [t.accountPassword, t.accountAccess] },
      { heading: t.depositsHeading, paragraphs: [t.depositsCrypto, t.depositsPlans, t.depositsPastResults] },
      { heading: t.withdrawalsHeading, paragraphs: [t.withdrawalsIdentity, t.withdrawalsAddress] },
      { heading: t.risksHeading, paragraphs: [SITE.riskNotice, t.risksAssets] },
      { heading: t.useHeading, paragraphs: [t.useIntro], list: [t.useUnlawful, t.useOtherAccounts, t.useAutomation] },
      { heading: t.closingHeading, paragraphs: [t.closingByYou, t.closingByUs] },
      { heading: t.liabilityHeading, paragraphs: [t.liabilityText] },
      { heading: t.changesHeading, paragraphs: [t.changesText] },
      { heading: t.lawHeading, paragraphs: [t.lawText] },
      { heading: t.contactHeading, paragraphs: [LEGAL_TEXT.contactLine()] },
    ];
  },
};

// The ticker's provider, its company and the hosts a browser contacts are names: the same in
// every language. (What the visitor sees, the market ticker, each language names itself.)
const ticker = () => ({
  provider: TICKER.provider,
  company: TICKER.company,
  hosts: MARKET_TICKER_ORIGINS.map((origin) => new URL(origin).host).join(', '),
  privacyPolicyUrl: TICKER.privacyPolicyUrl,
});

const PRIVACY_TEXT = defineTexts('legalPrivacy', {
  title: plain,
  intro: () => ({ site: SITE.name, company: SITE.legalName }),
  collectHeading: plain,
  collectIntro: plain,
  collectAccount: plain,
  collectIdentity: plain,
  collectTransactions: plain,
  collectTechnical: plain,
  cookiesHeading: plain,
  cookiesText: plain,
  tickerHeading: plain,
  tickerLoad: ticker,
  tickerReceives: ticker,
  tickerNothingElse: ticker,
  purposeHeading: plain,
  purposeIntro: plain,
  purposeAccount: plain,
  purposeIdentity: plain,
  purposeSecurity: plain,
  purposeMessages: plain,
  sharingHeading: plain,
  sharingText: plain,
  retentionHeading: plain,
  retentionText: plain,
  securityHeading: plain,
  securityText: plain,
  rightsHeading: plain,
  rightsIntro: plain,
  rightsCopy: plain,
  rightsCorrect: plain,
  rightsDelete: plain,
  rightsRestrict: plain,
  childrenHeading: plain,
  childrenText: plain,
  changesHeading: plain,
  changesText: plain,
  contactHeading: plain,
  contactText: (contact: string) => ({ contact }),
});

export const PRIVACY: LegalDocument = {
  get title() {
    return PRIVACY_TEXT.title;
  },
  updated: '2026-11-28',
  get intro() {
    return PRIVACY_TEXT.intro();
  },
  get sections() {
    const t = PRIVACY_TEXT;
    return [
      {
        heading: t.collectHeading,
        paragraphs: [t.collectIntro],
        list: [t.collectAccount, t.collectIdentity, t.collectTransactions, t.collectTechnical],
      },
      { heading: t.cookiesHeading, paragraphs: [t.cookiesText] },
      { heading: t.tickerHeading, paragraphs: [t.tickerLoad(), t.tickerReceives(), t.tickerNothingElse()] },
      {
        heading: t.purposeHeading,
        paragraphs: [t.purposeIntro],
        list: [t.purposeAccount, t.purposeIdentity, t.purposeSecurity, t.purposeMessages],
      },
      { heading: t.sharingHeading, paragraphs: [t.sharingText] },
      { heading: t.retentionHeading, paragraphs: [t.retentionText] },
      { heading: t.securityHeading, paragraphs: [t.securityText] },
      { heading: t.rightsHeading, paragraphs: [t.rightsIntro], list: [t.rightsCopy, t.rightsCorrect, t.rightsDelete, t.rightsRestrict] },
      { heading: t.childrenHeading, paragraphs: [t.childrenText] },
      { heading: t.changesHeading, paragraphs: [t.changesText] },
      { heading: t.contactHeading, paragraphs: [t.contactText(LEGAL_TEXT.contactLine())] },
    ];
  },
};
