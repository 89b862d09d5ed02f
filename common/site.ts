// The company's facts (the content module): the public site, the back-office
// and the server's e-mails read them from here, so an operator edits them once.
/** Company facts. Other modules (the investor area, the back-office) read these too. */
export const SITE = {
  name: 'Northwind Capital',
  shortName: 'Northwind',
  /** the legal entity named in the terms and privacy policy */
  legalName: 'Northwind Capital LLC',
  tagline: 'Investments with expert advisors',
  foundedYear: 2017,
  /** the success rate the marketing pages claim, in percent */
  successRate: 98,
  supportEmail: 'support@example.com',
  phone: '+1 (303) 555-0100',
  address: '1600 Market Street, Denver, CO 80202, United States',
  /** the same address, for a postal block */
  addressLines: ['1600 Market Street', 'Denver, CO 80202', 'United States'],
  openingHours: 'Every day, 9:00 AM to 5:00 PM',
  riskNotice: 'Investing involves risk, including the possible loss of principal. Past performance does not guarantee future results.',
} as const;
