import { defineTexts, plain } from './i18n/translate';

// The company's facts (the content module): the public site, the back-office
// and the server's e-mails read them from here, so an operator edits them once.
// Its sentences are in the catalogues (area 'site'), read in the language of the moment; the
// names, numbers and addresses are the same in every language.
const SITE_TEXT = defineTexts('site', { tagline: plain, openingHours: plain, riskNotice: plain });

/** Company facts. Other modules (the investor area, the back-office) read these too. */
export const SITE = {
  name: 'Northwind Capital',
  shortName: 'Northwind',
  /** the legal entity named in the terms and privacy policy */
  legalName: 'Northwind Capital LLC',
  get tagline(): string {
    return SITE_TEXT.tagline;
  },
  foundedYear: 2017,
  /** the success rate the marketing pages claim, in percent */
  successRate: 98,
  supportEmail: 'support@example.com',
  phone: '+1 (303) 555-0100',
  address: '1600 Market Street, Denver, CO 80202, United States',
  /** the same address, for a postal block */
  addressLines: ['1600 Market Street', 'Denver, CO 80202', 'United States'],
  get openingHours(): string {
    return SITE_TEXT.openingHours;
  },
  get riskNotice(): string {
    return SITE_TEXT.riskNotice;
  },
} as const;
