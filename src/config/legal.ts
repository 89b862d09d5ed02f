// The terms and the privacy policy: part of the content module (./site.ts), kept in their own
// file so that only /terms and /privacy download them. Company facts come from SITE.
import { MARKET_TICKER_ORIGINS, MARKET_TICKER_PROVIDER as TICKER } from '@/common/third-party-content';
import { SITE } from './site';

interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalDocument {
  title: string;
  /** ISO date of the last change, shown as 'Last updated' */
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

const company = SITE.legalName;
const contactLine = `${company}, ${SITE.address}. E-mail: ${SITE.supportEmail}. Phone: ${SITE.phone}.`;

export const TERMS: LegalDocument = {
  title: 'Terms and Conditions',
  updated: '2026-11-01',
  intro: `These terms govern your use of the ${SITE.name} website and investor account. By creating an account or using our services you agree to them. Please read them together with our Privacy Policy.`,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${SITE.name} is a trading name of ${company}, a company registered in the State of Colorado, United States, with its office at ${SITE.address}.`,
      ],
    },
    {
      heading: 'Eligibility',
      paragraphs: ['To open an account you must:'],
      list: [
        'be at least 18 years old and able to enter into a binding contract;',
        'give true, complete and current information about yourself, and keep it up to date;',
        'not be resident in a country where our services are not permitted, and not be subject to sanctions;',
        'open no more than one account, for yourself and not on behalf of anyone else.',
      ],
    },
    {
      heading: 'Your account and its security',
      paragraphs: [
        'You are responsible for keeping your password secret and for everything done with your account. Choose a password you use nowhere else.',
        'Tell us at once if you believe someone else has accessed your account. Resetting your password signs you out of every device.',
      ],
    },
    {
      heading: 'Deposits, plans and returns',
      paragraphs: [
        'Deposits are made in the cryptocurrencies offered in your account and credited in US dollars once the payment is confirmed on the blockchain. The minimum deposit is 100 USD.',
        'Each investment plan states its minimum and maximum amount, its daily return and its duration before you invest. Returns are credited to your profit balance daily while a plan is active. Whether your principal is returned at the end of a plan is stated on the plan as “Deposit Return”.',
        'Figures such as past success rates describe past results. They are not a promise of future returns.',
      ],
    },
    {
      heading: 'Withdrawals and identity verification',
      paragraphs: [
        'Before your first withdrawal we must verify your identity, as anti-money-laundering law requires. We may ask for further documents at any time.',
        'Withdrawals of at least 100 USD are sent to the wallet address you give. Check the address carefully: payments on a blockchain cannot be reversed. Funds of a pending withdrawal are held in your account until it is processed or cancelled.',
      ],
    },
    {
      heading: 'Risks',
      // read when shown: the risk notice is a sentence of the page's language
      get paragraphs() {
        return [
          SITE.riskNotice,
          'Cryptocurrencies, precious metals, real estate and other assets can fall in value quickly and by large amounts. Invest only money you can afford to lose, and ask an advisor if you are unsure whether a plan suits you.',
        ];
      },
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['You must not:'],
      list: [
        'use our services for money laundering, fraud or any other unlawful purpose;',
        'try to access another person’s account or interfere with our systems;',
        'use automated means to create accounts or to place requests.',
      ],
    },
    {
      heading: 'Suspension and closing your account',
      paragraphs: [
        'You may close your account at any time by contacting support; we pay out your available balance to a verified wallet first.',
        'We may suspend or close an account that breaks these terms or where the law requires it. Where we can, we tell you why.',
      ],
    },
    {
      heading: 'Our liability',
      paragraphs: [
        'We provide our services with reasonable care and skill. We are not liable for losses caused by market movements, by events outside our reasonable control, or by payments sent to an address you gave. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms. We will tell you of important changes by e-mail or in your account at least 30 days before they take effect.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: ['These terms are governed by the laws of the State of Colorado, United States.'],
    },
    {
      heading: 'Contact',
      paragraphs: [contactLine],
    },
  ],
};

const hosts = MARKET_TICKER_ORIGINS.map((origin) => new URL(origin).host);

export const PRIVACY: LegalDocument = {
  title: 'Privacy Policy',
  updated: '2026-11-28',
  intro: `This policy explains what personal information ${SITE.name} collects, why, how long we keep it and the rights you have. ${company} is responsible for your information.`,
  sections: [
    {
      heading: 'What we collect',
      paragraphs: ['We collect only what we need to run your account:'],
      list: [
        'Account details: your name, e-mail address, phone number, country and a securely hashed password.',
        'Identity documents you upload for verification, with your date of birth and address.',
        'Your transactions: deposits, investments, returns and withdrawals, with the wallet addresses involved.',
        'Technical data: your IP address and the times you sign in, kept in our server logs for security.',
      ],
    },
    {
      heading: 'Cookies and local storage',
      paragraphs: [
        'We use no advertising or tracking cookies of our own. While you are signed in, your browser keeps a sign-in token in its local storage; logging out removes it.',
      ],
    },
    {
      heading: 'Content from other websites',
      paragraphs: [
        `The dashboard of your account shows a ${TICKER.widget} (live prices of markets such as indices, currencies, cryptocurrencies and gold) provided by ${TICKER.company}. To show it, your browser loads it from ${TICKER.provider}'s servers (${hosts.join(', ')}) a second after the dashboard opens.`,
        `${TICKER.provider} then receives what any website you visit receives: your IP address, your browser's details (such as its type, version and language) and the page that shows the ${TICKER.widget}. ${TICKER.provider} may also keep cookies of its own in your browser. We send ${TICKER.provider} nothing else about you: not your name, e-mail address or account details. What ${TICKER.provider} does with this information is governed by its privacy policy: ${TICKER.privacyPolicyUrl}.`,
        `Apart from the ${TICKER.widget}, our pages load nothing from other websites. If you block ${TICKER.provider} in your browser, the dashboard works the same without the prices.`,
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: ['We use your information to:'],
      list: [
        'open and run your account and carry out your deposits, investments and withdrawals (to perform our contract with you);',
        'verify your identity and prevent fraud and money laundering (to meet our legal obligations);',
        'keep our services secure, for example by limiting repeated sign-in attempts (our legitimate interest);',
        'answer your questions and send you messages about your account, such as password reset links.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'We do not sell your personal information. We share it only with service providers who host our systems or deliver our e-mail, under contracts that protect it, and with authorities where the law requires it.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep your account information while your account is open. Records of transactions and identity checks are kept for five years after the account is closed, as financial regulations require; then we delete them.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Passwords are stored only as strong one-way hashes. Sign-in tokens expire, and changing or resetting your password logs out every device. Access to personal information within our company is limited to staff who need it.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Depending on where you live, including under the Colorado Privacy Act and the EU General Data Protection Regulation, you may ask us to:',
      ],
      list: [
        'give you a copy of the information we hold about you;',
        'correct information that is wrong;',
        'delete your information, unless the law requires us to keep it;',
        'restrict or object to how we use it, or send it to another provider.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: ['Our services are not for anyone under 18, and we do not knowingly collect their information.'],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: ['We will post any change here and, if it is important, tell you by e-mail before it takes effect.'],
    },
    {
      heading: 'Contact',
      paragraphs: [`To use your rights or ask a question, contact us: ${contactLine}`],
    },
  ],
};
