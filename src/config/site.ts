// Everything an operator may want to change about the company lives here (DESIGN.md section 6):
// the name, contact details and the notices every page shows. Page copy is added next to it.
export const SITE = {
  name: 'Northwind Capital',
  shortName: 'Northwind',
  tagline: 'Investments with expert advisors',
  supportEmail: 'support@example.com',
  phone: '+1 (303) 555-0100',
  address: '1600 Market Street, Denver, CO 80202, United States',
  openingHours: 'Everyday 09:00AM to 17:00PM',
  riskNotice:
    'Investing involves risk, including the possible loss of principal. Past performance does not guarantee future results.',
} as const;
