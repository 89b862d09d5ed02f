// The content module: every company fact and every line of marketing copy on the public site
// lives here, so an operator edits one place to change them: the facts below, the words in the
// web app's catalogues (areas 'marketing*', every language). Each block is a getter, written out
// when it is read, in the language of that moment (a page is rendered once per language).
// The legal pages' text is in ./legal.ts (loaded only by /terms and /privacy); it reads
// its facts from SITE below.
import { formatterFor } from '@/common/i18n/formatters';
import { defineTexts, plain } from '@/common/i18n/translate';
import { SITE } from '@/common/site';
import { paths } from './paths';

// Company facts live in common/ (the server's e-mails sign with them too).
export { SITE };

// a year is written as a year ('2017'), never grouped like an amount
const since = () => ({ year: String(SITE.foundedYear) });
const percent = formatterFor((tags) => new Intl.NumberFormat(tags.number, { style: 'percent', maximumFractionDigits: 0 }));
/** A share in percent as the current language writes it: '98%', '98 %'. */
export const percentText = (value: number): string => percent().format(value / 100);

/**
 * A page's block: its plain texts read straight from its catalogue area (through the prototype,
 * each still written when it is read), beside the parts built from several texts and facts.
 */
function withTexts<T extends object, P extends object>(texts: T, parts: P): Omit<T, keyof P> & P {
  return Object.defineProperties(Object.create(texts), Object.getOwnPropertyDescriptors(parts));
}

const AUTH_PANEL_TEXT = defineTexts('marketingAuthPanel', {
  title: plain,
  plans: plain,
  security: plain,
  support: (hours: string) => ({ hours }),
});

/** The brand panel beside the sign-in, sign-up and password screens (wide screens only). */
export const AUTH_PANEL = withTexts(AUTH_PANEL_TEXT, {
  get highlights() {
    return [
      { icon: 'plans', text: AUTH_PANEL_TEXT.plans },
      { icon: 'security', text: AUTH_PANEL_TEXT.security },
      { icon: 'support', text: AUTH_PANEL_TEXT.support(SITE.openingHours) },
    ] as const;
  },
});

const INVEST_BANNER_TEXT = defineTexts('marketingInvestBanner', { title: plain, text: plain, cta: plain });

/** Where the 'Invest Now!' banners send people: sign-up for visitors, the account when signed in. */
export const INVEST_BANNER = INVEST_BANNER_TEXT;

const HOME_TEXT = defineTexts('marketingHome', {
  heroEyebrow: since,
  heroTitle: plain,
  heroText: since,
  heroCta: plain,
  heroSecondary: plain,
  partnersLabel: plain,
  depthTitle: plain,
  depthText: plain,
  statSince: plain,
  statSuccessRate: plain,
  statCategories: plain,
  howTitle: plain,
  howIntro: plain,
  storyTitle: plain,
  storyText: () => ({ ...since(), company: SITE.name }),
  missionTitle: plain,
  missionText: plain,
  counterLabel: plain,
  quoteText: plain,
  // what follows the author's name, its punctuation included (', Trader and author')
  quoteByline: plain,
  advisorsTitle: plain,
  advisorsIntro: plain,
  goalsTitle: plain,
  goalsText: plain,
  managementTitle: plain,
  managementText: plain,
  riskTitle: plain,
  riskText: plain,
  stockTitle: plain,
  stockText: plain,
  stockPoint1: plain,
  stockPoint2: plain,
  stockPoint3: plain,
});

/** the number of investment categories the home page counts */
const INVESTMENT_CATEGORIES = 7;

export const HOME = {
  get hero() {
    return {
      eyebrow: HOME_TEXT.heroEyebrow(),
      title: HOME_TEXT.heroTitle,
      text: HOME_TEXT.heroText(),
      cta: HOME_TEXT.heroCta,
      secondary: HOME_TEXT.heroSecondary,
      partnersLabel: HOME_TEXT.partnersLabel,
      image: { src: '/illustrations/hero-growth.svg', width: 560, height: 440 },
    };
  },
  /** the hero's logo carousel; each mark is an image in public/partners/ (names are names: never translated) */
  partners: [
    { name: 'Apex Custody', logo: '/partners/apex.svg' },
    { name: 'Bluepeak Exchange', logo: '/partners/bluepeak.svg' },
    { name: 'Cedar Trust', logo: '/partners/cedar.svg' },
    { name: 'Delta Clearing', logo: '/partners/delta.svg' },
    { name: 'Evergreen Metals', logo: '/partners/evergreen.svg' },
    { name: 'Fairway Realty', logo: '/partners/fairway.svg' },
  ],
  get depthBanner() {
    return {
      title: HOME_TEXT.depthTitle,
      text: HOME_TEXT.depthText,
      stats: [
        { value: since().year, label: HOME_TEXT.statSince },
        { value: percentText(SITE.successRate), label: HOME_TEXT.statSuccessRate },
        { value: String(INVESTMENT_CATEGORIES), label: HOME_TEXT.statCategories },
      ],
    };
  },
  get howWeWork() {
    return {
      title: HOME_TEXT.howTitle,
      intro: HOME_TEXT.howIntro,
      story: { title: HOME_TEXT.storyTitle, text: HOME_TEXT.storyText() },
      mission: { title: HOME_TEXT.missionTitle, text: HOME_TEXT.missionText },
      counter: { label: HOME_TEXT.counterLabel, target: 100 },
      image: { src: '/illustrations/how-we-work.svg', width: 480, height: 380 },
    };
  },
  get quote() {
    // the author's name is a name, the same in every language
    return { text: HOME_TEXT.quoteText, author: 'Alexander Elder', byline: HOME_TEXT.quoteByline };
  },
  get advisors() {
    return {
      title: HOME_TEXT.advisorsTitle,
      intro: HOME_TEXT.advisorsIntro,
      blurbs: [
        { icon: 'goals', title: HOME_TEXT.goalsTitle, text: HOME_TEXT.goalsText },
        { icon: 'management', title: HOME_TEXT.managementTitle, text: HOME_TEXT.managementText },
        { icon: 'risk', title: HOME_TEXT.riskTitle, text: HOME_TEXT.riskText },
      ] as const,
    };
  },
  get stockOptions() {
    return {
      title: HOME_TEXT.stockTitle,
      text: HOME_TEXT.stockText,
      points: [HOME_TEXT.stockPoint1, HOME_TEXT.stockPoint2, HOME_TEXT.stockPoint3],
      image: { src: '/illustrations/stock-options.svg', width: 480, height: 380 },
    };
  },
};

const SERVICES_TEXT = defineTexts('marketingServices', {
  title: plain,
  heading: plain,
  intro: plain,
  introTitle: plain,
  introText: plain,
  esgTitle: plain,
  esgText: plain,
  allocationTitle: plain,
  allocationText: plain,
  donorTitle: plain,
  donorText: plain,
  strategyTitle: plain,
  strategyText: plain,
  riskTitle: plain,
  riskText: plain,
});

export const SERVICES = withTexts(SERVICES_TEXT, {
  get items() {
    return [
      { icon: 'intro', title: SERVICES_TEXT.introTitle, text: SERVICES_TEXT.introText },
      { icon: 'esg', title: SERVICES_TEXT.esgTitle, text: SERVICES_TEXT.esgText },
      { icon: 'allocation', title: SERVICES_TEXT.allocationTitle, text: SERVICES_TEXT.allocationText },
      { icon: 'donor', title: SERVICES_TEXT.donorTitle, text: SERVICES_TEXT.donorText },
      { icon: 'strategy', title: SERVICES_TEXT.strategyTitle, text: SERVICES_TEXT.strategyText },
      { icon: 'risk', title: SERVICES_TEXT.riskTitle, text: SERVICES_TEXT.riskText },
    ] as const;
  },
});

const ABOUT_TEXT = defineTexts('marketingAbout', {
  title: plain,
  foundationEyebrow: plain,
  foundationTitle: plain,
  foundationText: () => ({ ...since(), company: SITE.name }),
  tickAdvisor: plain,
  tickAnalysis: plain,
  // the rate as written in the page's language ('98%', '98 %')
  tickSuccessRate: () => ({ rate: percentText(SITE.successRate) }),
  tickConsultation: plain,
  learningTitle: plain,
  learningText: plain,
  tileTitle: plain,
  tileText: plain,
  objectivesTitle: plain,
  objectivesText: plain,
  whyTitle: plain,
  whyText: plain,
});

export const ABOUT = withTexts(ABOUT_TEXT, {
  get foundation() {
    return {
      eyebrow: ABOUT_TEXT.foundationEyebrow,
      title: ABOUT_TEXT.foundationTitle,
      text: ABOUT_TEXT.foundationText(),
      ticks: [ABOUT_TEXT.tickAdvisor, ABOUT_TEXT.tickAnalysis, ABOUT_TEXT.tickSuccessRate(), ABOUT_TEXT.tickConsultation],
      image: { src: '/illustrations/about-team.svg', width: 480, height: 380 },
    };
  },
  get learning() {
    return {
      title: ABOUT_TEXT.learningTitle,
      text: ABOUT_TEXT.learningText,
      tile: { title: ABOUT_TEXT.tileTitle, text: ABOUT_TEXT.tileText, to: paths.services },
    };
  },
  get columns() {
    return [
      { title: ABOUT_TEXT.objectivesTitle, text: ABOUT_TEXT.objectivesText },
      { title: ABOUT_TEXT.whyTitle, text: ABOUT_TEXT.whyText },
    ];
  },
});

const CONTACT_TEXT = defineTexts('marketingContact', {
  title: plain,
  heading: plain,
  intro: plain,
  location: plain,
  email: plain,
  phone: plain,
  opening: plain,
  faqTitle: plain,
  openAccountQuestion: plain,
  openAccountAnswer: plain,
  minimumDepositQuestion: plain,
  minimumDepositAnswer: plain,
  withdrawalsQuestion: plain,
  withdrawalsAnswer: plain,
  passwordQuestion: plain,
  passwordAnswer: plain,
});

export const CONTACT = withTexts(CONTACT_TEXT, {
  get rows() {
    return { location: CONTACT_TEXT.location, email: CONTACT_TEXT.email, phone: CONTACT_TEXT.phone, opening: CONTACT_TEXT.opening };
  },
  /** the FAQ's anchor: the footer's FAQ link goes to /contact#faq */
  faqId: 'faq',
  get faq() {
    return [
      { question: CONTACT_TEXT.openAccountQuestion, answer: CONTACT_TEXT.openAccountAnswer },
      { question: CONTACT_TEXT.minimumDepositQuestion, answer: CONTACT_TEXT.minimumDepositAnswer },
      { question: CONTACT_TEXT.withdrawalsQuestion, answer: CONTACT_TEXT.withdrawalsAnswer },
      { question: CONTACT_TEXT.passwordQuestion, answer: CONTACT_TEXT.passwordAnswer },
    ];
  },
});

const FOOTER_TEXT = defineTexts('marketingFooter', {
  blurb: () => ({ ...since(), tagline: SITE.tagline }),
  quickLinksTitle: plain,
  about: plain,
  services: plain,
  brokers: plain,
  terms: plain,
  legalRight: plain,
  proofOfReserves: plain,
  supportTitle: plain,
  contact: plain,
  faq: plain,
  contactTitle: plain,
});

/** The footer's link lists; every link has a real target. */
export const FOOTER = withTexts(FOOTER_TEXT, {
  get blurb() {
    return FOOTER_TEXT.blurb();
  },
  get quickLinks() {
    return [
      { label: FOOTER_TEXT.about, to: paths.about },
      { label: FOOTER_TEXT.services, to: paths.services },
      { label: FOOTER_TEXT.brokers, to: paths.services },
      { label: FOOTER_TEXT.terms, to: paths.terms },
      { label: FOOTER_TEXT.legalRight, to: paths.privacy },
      { label: FOOTER_TEXT.proofOfReserves, to: paths.proofOfReserves },
    ];
  },
  get support() {
    return [
      { label: FOOTER_TEXT.contact, to: paths.contact },
      { label: FOOTER_TEXT.faq, to: `${paths.contact}#${CONTACT.faqId}` },
    ];
  },
});
