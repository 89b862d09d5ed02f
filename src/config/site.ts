// The content module: every company fact and every line of marketing
// copy on the public site lives here, so an operator edits one file to change them.
// The legal pages' text is in ./legal.ts (loaded only by /terms and /privacy); it reads
// its facts from SITE below.
import { SITE } from '@/common/site';
import { paths } from './paths';

// Company facts live in common/ (the server's e-mails sign with them too).
export { SITE };

/** The brand panel beside the sign-in, sign-up and password screens (wide screens only). */
export const AUTH_PANEL = {
  title: 'Learn the best investments with expert advisors.',
  highlights: [
    { icon: 'plans', text: 'Plans across crypto, gold, real estate and more' },
    { icon: 'security', text: 'Your account is protected with modern security' },
    {
      icon: 'support',
      // read when shown: the opening hours are a sentence of the page's language
      get text() {
        return `Advisors on hand: ${SITE.openingHours}`;
      },
    },
  ],
} as const;

/** Where the 'Invest Now!' banners send people: sign-up for visitors, the account when signed in. */
export const INVEST_BANNER = {
  title: 'Take Time To Learn Investing',
  text: 'Open an account in minutes, talk to an advisor for free and start with a plan that fits your budget.',
  cta: 'Invest Now!',
} as const;

export const HOME = {
  hero: {
    eyebrow: `Since ${SITE.foundedYear} · Denver, Colorado`,
    title: 'Learn The Best Investments With Expert Advisors',
    text: 'Plans across cryptocurrency, precious metals, real estate and more, guided by advisors who have worked with investors since 2017, with a daily return you follow from your own account.',
    cta: 'GET STARTED',
    secondary: 'Our services',
    partnersLabel: 'Markets and partners we work with',
    image: { src: '/illustrations/hero-growth.svg', width: 560, height: 440 },
  },
  /** the hero's logo carousel; each mark is an image in public/partners/ */
  partners: [
    { name: 'Apex Custody', logo: '/partners/apex.svg' },
    { name: 'Bluepeak Exchange', logo: '/partners/bluepeak.svg' },
    { name: 'Cedar Trust', logo: '/partners/cedar.svg' },
    { name: 'Delta Clearing', logo: '/partners/delta.svg' },
    { name: 'Evergreen Metals', logo: '/partners/evergreen.svg' },
    { name: 'Fairway Realty', logo: '/partners/fairway.svg' },
  ],
  depthBanner: {
    title: 'Depth. Access. Leverage.',
    text: 'Depth of research across seven markets, access to your portfolio from any device, and the leverage of an expert advisor behind every plan.',
    stats: [
      { value: String(SITE.foundedYear), label: 'Advising investors since' },
      { value: `${SITE.successRate}%`, label: 'Success rate of our plans' },
      { value: '7', label: 'Investment categories' },
    ],
  },
  howWeWork: {
    title: 'How We Work',
    intro: 'A small team of advisors, a clear process and numbers you can check every day.',
    story: {
      title: 'Our Story',
      text: `${SITE.name} was founded in ${SITE.foundedYear} by a group of traders and financial planners in Denver, Colorado. We started by managing portfolios for friends and family, and grew into a financial institution serving investors across the United States and Europe, with plans to reach further.`,
    },
    mission: {
      title: 'Our Mission',
      text: 'To make expert investment advice available to everyone: honest plans, technical analysis you can understand, a free first consultation and a guarantee bond behind the way we work.',
    },
    counter: { label: 'Trusted Company', target: 100 },
    image: { src: '/illustrations/how-we-work.svg', width: 480, height: 380 },
  },
  quote: {
    text: 'The goal of a successful trader is to make the best trades. Money is secondary.',
    author: 'Alexander Elder',
    role: 'Trader and author',
  },
  advisors: {
    title: 'Grow with advisors you trust',
    intro: 'Whatever you are saving for, one advisor follows your plan from the first deposit to the last withdrawal.',
    blurbs: [
      {
        icon: 'goals',
        title: 'Funding Life Goals',
        text: 'Retirement, education, eldercare and legacy planning: we turn each goal into an amount, a date and a plan to get there.',
      },
      {
        icon: 'management',
        title: 'Investment Management',
        text: 'Portfolios tailored to your risk tolerance, reviewed regularly and rebalanced as markets and your life change.',
      },
      {
        icon: 'risk',
        title: 'Risk Management',
        text: 'Every plan is stress-tested against falling markets, rising rates and inflation before you commit a single dollar.',
      },
    ],
  },
  stockOptions: {
    title: 'Stock Option Available',
    text: 'Each listed stock has a starting amount and an investment period. Choose a company that fits your budget, and your advisor shows you what to expect before you invest.',
    points: [
      'A clear starting amount for every listed stock',
      'A fixed investment period, with the end date shown up front',
      'Pick the company that fits your budget',
    ],
    image: { src: '/illustrations/stock-options.svg', width: 480, height: 380 },
  },
} as const;

export const SERVICES = {
  title: 'Services',
  heading: 'Advisory services for every stage',
  intro: 'From a first conversation about your savings to strategies for experienced investors, each service comes with a named advisor.',
  items: [
    {
      icon: 'intro',
      title: 'Introductory Services',
      text: 'A free first consultation: we look at your goals, your budget and how much risk you can live with, then suggest where to start.',
    },
    {
      icon: 'esg',
      title: 'ESG Investing',
      text: 'Plans that favour companies with strong environmental, social and governance records, without giving up on returns.',
    },
    {
      icon: 'allocation',
      title: 'Asset Allocation',
      text: 'A spread across crypto, precious metals, real estate and more that matches your time horizon and risk tolerance.',
    },
    {
      icon: 'donor',
      title: 'Donor Development',
      text: 'For foundations and charitable giving: plans that grow a fund steadily and pay out on the schedule your cause needs.',
    },
    {
      icon: 'strategy',
      title: 'Advanced Strategy Services',
      text: 'Technical analysis, market timing and multi-plan strategies for experienced investors who want more control.',
    },
    {
      icon: 'risk',
      title: 'Risk Management Services',
      text: 'Stress tests, diversification reviews and a guarantee bond, so a bad month in one market does not undo your plan.',
    },
  ],
} as const;

export const ABOUT = {
  title: 'About',
  foundation: {
    eyebrow: 'Who we are',
    title: 'A community foundation for investors',
    text: `Since ${SITE.foundedYear}, ${SITE.name} has helped people invest with the same care a private bank gives its largest clients. Our advisors combine technical analysis with plain advice, and every plan is reviewed before it reaches you.`,
    ticks: ['Expert Advisor', 'Technical Analysis', `${SITE.successRate}% Success Rate`, 'Free Consultation'],
    image: { src: '/illustrations/about-team.svg', width: 480, height: 380 },
  },
  learning: {
    title: 'The Best Investment Learning Solution',
    text: 'Short lessons from our advisors on reading markets, choosing a plan and managing risk, free for every account holder.',
    tile: { title: 'Ultimate Stock Trading', text: 'See how our advisory services work', to: paths.services },
  },
  columns: [
    {
      title: 'Our Objectives',
      text: 'To grow our investors’ savings steadily, explain every plan in plain words, and extend our services beyond the United States and Europe while keeping the personal attention our clients expect.',
    },
    {
      title: 'Why you need',
      text: 'Markets move faster than most people can follow. An advisor who watches them every day, tests each plan against bad scenarios and answers your questions is the difference between guessing and investing.',
    },
  ],
} as const;

export const CONTACT = {
  title: 'Contact',
  heading: 'Get In Touch',
  intro: 'Questions about a plan, a deposit or your account? Our support team answers every day.',
  rows: {
    location: 'Location',
    email: 'Email',
    phone: 'Phone',
    opening: 'Opening',
  },
  faqTitle: 'Frequently asked questions',
  /** the FAQ's anchor: the footer's FAQ link goes to /contact#faq */
  faqId: 'faq',
  faq: [
    {
      question: 'How do I open an account?',
      answer:
        'Sign up with your name, phone number, e-mail and country. You can sign in straight away and make your first deposit from your account.',
    },
    {
      question: 'What is the minimum deposit?',
      answer:
        'The minimum deposit is 100 USD, paid in Bitcoin, Ethereum or Tether (USDT TRC20). Each plan shows its own minimum and maximum investment.',
    },
    {
      question: 'How do withdrawals work?',
      answer:
        'Once your identity is verified, request a withdrawal of at least 100 USD to your wallet address from the Withdraw page. We process requests every day.',
    },
    {
      question: 'I forgot my password. What now?',
      answer: 'Use “Forgot password?” on the sign-in page. We e-mail you a link that lets you choose a new password within one hour.',
    },
  ],
} as const;

/** The footer's link lists; every link has a real target. */
export const FOOTER = {
  // read when shown: the tagline is a sentence of the page's language
  get blurb() {
    return `${SITE.tagline}. Advising investors across the United States and Europe since ${SITE.foundedYear}.`;
  },
  quickLinksTitle: 'Quick Links',
  quickLinks: [
    { label: 'About', to: paths.about },
    { label: 'Services', to: paths.services },
    { label: 'Brokers', to: paths.services },
    { label: 'Terms and Condition', to: paths.terms },
    { label: 'Legal Right', to: paths.privacy },
    { label: 'Proof of reserves', to: paths.proofOfReserves },
  ],
  supportTitle: 'Support',
  support: [
    { label: 'Contact', to: paths.contact },
    { label: 'FAQ', to: `${paths.contact}#${CONTACT.faqId}` },
  ],
  contactTitle: 'Get in touch',
} as const;
