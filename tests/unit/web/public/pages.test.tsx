import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRIVACY, TERMS } from '@/src/config/legal';
import { ABOUT, CONTACT, HOME, SERVICES, SITE } from '@/src/config/site';
import { endSession, startSession } from '@/src/lib/auth/session';
import { fakeApi } from '../helpers/fake-api';
import { renderRoutes } from '../helpers/render-app';
import { tokenFor } from '../helpers/token';
import { stubMatchMedia } from '../helpers/media';

let undoMedia: (() => void) | undefined;
beforeEach(() => {
  endSession();
  fakeApi(() => ({ status: 200, body: {} }));
});
afterEach(() => {
  undoMedia?.();
  undoMedia = undefined;
});

// the route table: what a page shows here is partly its layout's (the footer, the <main>
// landmark) and what the layout wires into it (the partner carousel, the counter, 'Invest Now!')
async function open(path: string) {
  const app = renderRoutes(path);
  await screen.findByRole('heading', { level: 1 });
  return app;
}

const h2 = (name: string | RegExp) => screen.getByRole('heading', { level: 2, name });
const h3 = (name: string | RegExp) => screen.getByRole('heading', { level: 3, name });

describe('the home page', () => {
  it('has every block, in order', async () => {
    await open('/');
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    const expected = [
      'Learn The Best Investments With Expert Advisors',
      'Depth. Access. Leverage.',
      'How We Work',
      'Our Story',
      'Our Mission',
      'Grow with advisors you trust',
      'Funding Life Goals',
      'Investment Management',
      'Risk Management',
      'Stock Option Available',
      'Take Time To Learn Investing',
    ];
    expect(headings.filter((h) => expected.includes(h ?? ''))).toEqual(expected);
    expect(screen.getByRole('link', { name: 'GET STARTED' })).toHaveAttribute('href', '/account/deposit');
    expect(screen.getByRole('progressbar', { name: 'Trusted Company' })).toBeInTheDocument();
    expect(screen.getByText(HOME.quote.text)).toBeInTheDocument();
    expect(screen.getByText(/retirement, education, eldercare and legacy planning/i)).toBeInTheDocument();
    expect(screen.getByText(/starting amount and an investment period/)).toBeInTheDocument();
  });

  it('the logo carousel shows the partners, three at a time', async () => {
    await open('/');
    const carousel = await screen.findByTestId('partner-carousel');
    expect(carousel).toHaveAttribute('data-slides', '3');
    for (const partner of HOME.partners) expect(within(carousel).getAllByText(partner.name).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Pause the partner logos' })).toBeInTheDocument();
  });

  it('below 750 px the carousel shows two at a time', async () => {
    undoMedia = stubMatchMedia((q) => q.includes('max-width:749.95px'));
    await open('/');
    expect(await screen.findByTestId('partner-carousel')).toHaveAttribute('data-slides', '2');
  });

  it("'Invest Now!' goes to sign-up for visitors and to the account when signed in", async () => {
    const { unmount } = await open('/');
    expect(screen.getByRole('link', { name: 'Invest Now!' })).toHaveAttribute('href', '/signup');
    unmount();
    startSession({ id: 'u1', token: tokenFor('investor') });
    await open('/');
    expect(screen.getByRole('link', { name: 'Invest Now!' })).toHaveAttribute('href', '/account');
  });
});

describe('the about page', () => {
  it('has the breadcrumb, the foundation with its four ticks, the play tile and the two columns', async () => {
    await open('/about');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('About')).toHaveAttribute('aria-current', 'page');
    expect(h2(ABOUT.foundation.title)).toBeInTheDocument();
    for (const tick of ['Expert Advisor', 'Technical Analysis', '98% Success Rate', 'Free Consultation']) {
      expect(screen.getByText(tick)).toBeInTheDocument();
    }
    expect(h2('The Best Investment Learning Solution')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ultimate Stock Trading/ })).toHaveAttribute('href', '/services');
    expect(h2('Our Objectives')).toBeInTheDocument();
    expect(h2('Why you need')).toBeInTheDocument();
  });
});

describe('the services page', () => {
  it('lists the six advisory offerings and the invest banner', async () => {
    await open('/services');
    for (const title of [
      'Introductory Services',
      'ESG Investing',
      'Asset Allocation',
      'Donor Development',
      'Advanced Strategy Services',
      'Risk Management Services',
    ]) {
      expect(h3(title)).toBeInTheDocument();
    }
    expect(SERVICES.items).toHaveLength(6);
    expect(h2('Take Time To Learn Investing')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invest Now!' })).toBeInTheDocument();
  });
});

describe('the contact page', () => {
  it("'Get In Touch' has Location, Email, Phone and Opening", async () => {
    await open('/contact');
    expect(h2('Get In Touch')).toBeInTheDocument();
    for (const label of ['Location', 'Email', 'Phone', 'Opening']) expect(h3(label)).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByText('Denver, CO 80202')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: SITE.supportEmail })).toHaveAttribute('href', `mailto:${SITE.supportEmail}`);
    expect(within(main).getByRole('link', { name: SITE.phone })).toHaveAttribute('href', 'tel:+13035550100');
    expect(within(main).getByText('Every day, 9:00 AM to 5:00 PM')).toBeInTheDocument();
  });

  it('has the FAQ the footer links to', async () => {
    await open('/contact');
    const faq = document.getElementById(CONTACT.faqId)!;
    expect(faq).toContainElement(h2('Frequently asked questions'));
    // each question a <details>' summary, closed until pressed
    const questions = [...faq.querySelectorAll('details')];
    expect(questions.map((q) => q.querySelector('summary')?.textContent)).toEqual(CONTACT.faq.map((item) => item.question));
    expect(questions.every((q) => !q.open)).toBe(true);
    await userEvent.setup({ delay: null }).click(within(faq).getByText(CONTACT.faq[0].question));
    expect(questions[0].open).toBe(true);
    expect(within(faq).getByText(CONTACT.faq[0].answer)).toBeVisible();
  });
});

describe('the legal pages', () => {
  it.each([
    ['/terms', TERMS],
    ['/privacy', PRIVACY],
  ])('%s shows its sections', async (path, document) => {
    await open(path);
    expect(screen.getByRole('heading', { level: 1, name: document.title })).toBeInTheDocument();
    document.sections.forEach((section, i) => expect(h2(`${i + 1}. ${section.heading}`)).toBeInTheDocument());
    expect(screen.getByText(/Last updated:/)).toBeInTheDocument();
  });
});

describe('the footer', () => {
  it('has the quick links, support links, e-mail, hours, Colorado address and the risk notice', async () => {
    await open('/');
    const footer = screen.getByRole('contentinfo');
    const quick = within(footer).getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['About', '/about'],
      ['Services', '/services'],
      ['Brokers', '/services'],
      ['Terms and Condition', '/terms'],
      ['Legal Right', '/privacy'],
      ['Proof of reserves', '/proof-of-reserves'],
    ]);
    const support = within(footer).getByRole('navigation', { name: 'Support' });
    expect(
      within(support)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Contact', '/contact'],
      ['FAQ', '/contact#faq'],
    ]);
    expect(within(footer).getByRole('link', { name: SITE.supportEmail })).toHaveAttribute('href', `mailto:${SITE.supportEmail}`);
    expect(within(footer).getByText('Every day, 9:00 AM to 5:00 PM')).toBeInTheDocument();
    expect(within(footer).getByText(/Denver, CO 80202, United States/)).toBeInTheDocument();
    expect(within(footer).getByText(SITE.riskNotice)).toBeInTheDocument();
  });
});
