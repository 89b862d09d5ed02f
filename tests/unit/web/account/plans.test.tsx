// The plan pages (each page shows its own
// category): heading, grid or carousel, the cards, selection, Continue to Invest.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanCategory } from '@/common/validation/plan';
import { planPage } from '@/src/app/pages/account/plans';
import { ACCOUNT_PATHS } from '@/src/config/account-paths';
import { carouselLayoutAt, initialSlideFor, PLAN_CAROUSEL_SETTINGS } from '@/src/features/plans/utils/carousel-settings';
import { formatPlanAmount, totalReturnPercent } from '@/src/features/plans/utils/plan-figures';
import type { PlanPage } from '@/src/features/plans/utils/plan-pages';
import { getSelectedPlan, SELECTED_PLAN_BROADCAST_KEY, SELECTED_PLAN_KEY } from '@/src/features/plans/utils/selected-plan-store';
import { fakeApi, fail, type FakeApi } from '@/tests/unit/web/helpers/fake-api';
import { plan, profile } from '../helpers/fixtures';
import { renderAccountScreen } from '../helpers/render-account';
import { resetViewport, setViewport } from '../helpers/viewport';

const PAGES: [PlanPage, PlanCategory][] = [
  ['agric', 'agriculture'],
  ['pharm', 'cannabidiol'],
  ['crypto', 'crypto'],
  ['forex', 'forex'],
  ['nft', 'nft'],
  ['gold', 'gold'],
  ['estate', 'real_estate'],
];

const starter = plan({ name: 'Crypto Starter', category: 'crypto', min: 3000, max: 9999, roi: 1.5, duration: 7, status: true });
const growth = plan({ name: 'Crypto Growth', category: 'crypto', min: 10000, max: 49999, roi: 2, duration: 14, status: true });
const premium = plan({ name: 'Crypto Premium', category: 'crypto', min: 50000, max: 250000, roi: 2.5, duration: 30, status: false });
const onePerCategory = PAGES.map(([, category]) => plan({ name: `Only ${category}`, category }));

let http: FakeApi;
beforeEach(() => {
  window.sessionStorage.clear();
  setViewport(1440);
  http = fakeApi({
    'GET /profile/me': { status: 200, body: profile() },
    'GET /plans/all': { status: 200, body: [starter, growth, premium, ...onePerCategory.filter((p) => p.category !== 'crypto')] },
  });
});
afterEach(() => {
  resetViewport();
  window.sessionStorage.clear();
});

/** One plan page at its address, as its route mounts it. */
function renderPlanPage(page: PlanPage) {
  const Page = planPage(page);
  return renderAccountScreen(<Page />, ACCOUNT_PATHS[page]);
}

async function open(page: PlanPage) {
  const view = renderPlanPage(page);
  await screen.findByRole('heading', { name: 'Choose an option', level: 1 });
  return { ...view, user: userEvent.setup() };
}

/** Cards the person can see: the carousel's own (not its clones or slides out of view) or the grid's. */
const visibleCards = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));

describe('each page shows its own category', () => {
  it.each(PAGES.filter(([page]) => page !== 'crypto'))('/account/%s shows the %s plans only', async (page, category) => {
    await open(page);
    expect(screen.getByText('Choose your investment plan and start earning.')).toBeInTheDocument();
    expect(visibleCards()).toEqual([`Only ${category}`]);
  });

  it('/account/crypto shows the crypto plans only', async () => {
    await open('crypto');
    expect(new Set(visibleCards())).toEqual(new Set(['Crypto Starter', 'Crypto Growth', 'Crypto Premium']));
  });
});

describe('grid or carousel', () => {
  it('under 3 plans: a two-column grid, no carousel', async () => {
    http.set('GET /plans/all', { status: 200, body: [starter, growth] });
    await open('crypto');
    expect(screen.getByTestId('plan-grid')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Investment plans' })).not.toBeInTheDocument();
  });

  it('3 or more: the carousel', async () => {
    await open('crypto');
    expect(screen.getByRole('region', { name: 'Investment plans' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.queryByTestId('plan-grid')).not.toBeInTheDocument();
  });

  it("react-slick's settings: 3 slides, 2 below 1360 px, 1 below 750 px; centered, arrows, no autoplay", () => {
    expect(PLAN_CAROUSEL_SETTINGS).toMatchObject({ slidesToShow: 3, centerMode: true, arrows: true, autoplay: false });
    expect(PLAN_CAROUSEL_SETTINGS.responsive).toEqual([
      { breakpoint: 1359, settings: { slidesToShow: 2, centerMode: false } },
      { breakpoint: 749, settings: { slidesToShow: 1, centerMode: true } },
    ]);
    expect(carouselLayoutAt(1920).slidesToShow).toBe(3);
    expect(carouselLayoutAt(1360).slidesToShow).toBe(3);
    expect(carouselLayoutAt(1359).slidesToShow).toBe(2);
    expect(carouselLayoutAt(750).slidesToShow).toBe(2);
    expect(carouselLayoutAt(749).slidesToShow).toBe(1);
    expect(carouselLayoutAt(375).slidesToShow).toBe(1);
    // centered at 3 (the first plan starts in the middle's left) and at 1
    expect(initialSlideFor({ slidesToShow: 3, centerMode: true }, 5)).toBe(1);
    expect(initialSlideFor({ slidesToShow: 3, centerMode: true }, 3)).toBe(1);
    expect(initialSlideFor({ slidesToShow: 1, centerMode: true }, 5)).toBe(0);
    expect(initialSlideFor({ slidesToShow: 2, centerMode: false }, 5)).toBe(0);
  });

  it.each([
    [1440, 3],
    [1200, 2],
    [600, 1],
  ])('at %i px the carousel shows %i slides from the first render', async (width, shown) => {
    setViewport(width);
    const many = [
      starter,
      growth,
      premium,
      plan({ name: 'Crypto Max', category: 'crypto' }),
      plan({ name: 'Crypto Lite', category: 'crypto' }),
    ];
    http.set('GET /plans/all', { status: 200, body: many });
    await open('crypto');
    const active = document.querySelectorAll('.slick-slide.slick-active');
    expect(active).toHaveLength(shown);
    // slides out of view keep their buttons out of the tab order
    await waitFor(() => {
      for (const hidden of document.querySelectorAll('.slick-slide[aria-hidden="true"] button')) {
        expect(hidden).toHaveAttribute('tabindex', '-1');
      }
    });
    for (const button of document.querySelectorAll('.slick-slide.slick-active button')) {
      expect(button).not.toHaveAttribute('tabindex', '-1');
    }
  });

  it('has previous and next arrows when there is more to see', async () => {
    setViewport(1200);
    const { user } = await open('crypto');
    const next = screen.getByRole('button', { name: 'Next plans' });
    expect(screen.getByRole('button', { name: 'Previous plans' })).toBeInTheDocument();
    await user.click(next);
  });
});

describe('a plan card', () => {
  it('shows name, description, min and max with commas, daily interest, duration, Deposit Return and total return', async () => {
    http.set('GET /plans/all', { status: 200, body: [starter, premium] });
    await open('crypto');
    const card = screen.getByRole('article', { name: 'Crypto Premium' });
    const figures = Object.fromEntries(
      within(card)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(figures).toEqual({
      Minimum: '$50,000',
      Maximum: '$250,000',
      'Daily interest': '2.5%',
      Duration: '30 days',
      'Deposit Return': 'No',
      'Total return': '75%',
    });
    expect(within(card).getByText('A plan for tests.')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Crypto Starter' })).getByText('Yes')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Crypto Starter' })).getByText('10.5%')).toBeInTheDocument();
  });

  it('number formatting: a comma before the last three digits once longer than three', () => {
    expect(formatPlanAmount(999)).toBe('999');
    expect(formatPlanAmount(3000)).toBe('3,000');
    expect(formatPlanAmount(10000)).toBe('10,000');
    expect(formatPlanAmount(250000)).toBe('250,000');
    expect(formatPlanAmount(1000000)).toBe('1,000,000');
    expect(formatPlanAmount(3000.5)).toBe('3,000.50');
    expect(totalReturnPercent(1.1, 30)).toBe(33);
    expect(totalReturnPercent(1.5, 7)).toBe(10.5);
  });
});

describe('choosing a plan', () => {
  it("'Choose This Plan' -> 'Plan Selected' (disabled, check mark); Continue to Invest stores plan and id and opens the form", async () => {
    http.set('GET /plans/all', { status: 200, body: [starter, growth] });
    const { user, location } = await open('crypto');
    const proceed = screen.getByRole('button', { name: 'Continue to Invest' });
    expect(proceed).toBeDisabled();

    const card = screen.getByRole('article', { name: 'Crypto Growth' });
    await user.click(within(card).getByRole('button', { name: /^Choose This Plan/ }));
    const chosen = within(card).getByRole('button', { name: /^Plan Selected/ });
    expect(chosen).toBeDisabled();
    expect(chosen).toHaveTextContent('Plan Selected');
    expect(within(chosen).getByTestId('CheckCircleIcon')).toBeInTheDocument();
    // the other stays choosable
    expect(
      within(screen.getByRole('article', { name: 'Crypto Starter' })).getByRole('button', { name: /^Choose This Plan/ }),
    ).toBeEnabled();

    await user.click(within(screen.getByRole('article', { name: 'Crypto Starter' })).getByRole('button', { name: /^Choose This Plan/ }));
    expect(within(card).getByRole('button', { name: /^Choose This Plan/ })).toBeEnabled();

    expect(proceed).toBeEnabled();
    await user.click(proceed);
    await waitFor(() => expect(location().pathname).toBe('/account/investmentform'));
    const stored = JSON.parse(window.sessionStorage.getItem(SELECTED_PLAN_KEY)!);
    expect(stored.planId).toBe(starter._id);
    expect(stored.plan).toMatchObject({ _id: starter._id, name: 'Crypto Starter', min: 3000, roi: 1.5, duration: 7 });
  });

  it("another tab's choice arrives through the storage event", async () => {
    http.set('GET /plans/all', { status: 200, body: [starter, growth] });
    await open('crypto');
    const raw = JSON.stringify({ planId: growth._id, plan: growth });
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SELECTED_PLAN_BROADCAST_KEY, newValue: JSON.stringify({ raw, at: 1 }) }));
    });
    expect(getSelectedPlan()?.planId).toBe(growth._id);
    expect(within(screen.getByRole('article', { name: 'Crypto Growth' })).getByRole('button', { name: /^Plan Selected/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue to Invest' })).toBeEnabled();
  });

  it('announces its own choice to the other tabs through localStorage', async () => {
    http.set('GET /plans/all', { status: 200, body: [starter, growth] });
    const setItem = vi.spyOn(window.localStorage, 'setItem');
    try {
      const { user } = await open('crypto');
      await user.click(within(screen.getByRole('article', { name: 'Crypto Starter' })).getByRole('button', { name: /^Choose This Plan/ }));
      await user.click(screen.getByRole('button', { name: 'Continue to Invest' }));
      const seen = setItem.mock.calls.filter(([key]) => key === SELECTED_PLAN_BROADCAST_KEY).map(([, value]) => value);
      expect(seen).toHaveLength(1);
      expect(JSON.parse(JSON.parse(seen[0]).raw).planId).toBe(starter._id);
      // announced, not kept: the choice lives in this tab's sessionStorage
      expect(window.localStorage.getItem(SELECTED_PLAN_BROADCAST_KEY)).toBeNull();
    } finally {
      setItem.mockRestore();
    }
  });
});

it('a load error shows the message in red in place of the page', async () => {
  http.set('GET /plans/all', fail(500, 'Something went wrong on our side. Please try again later.'));
  renderPlanPage('gold');
  const message = await screen.findByRole('alert');
  expect(message).toHaveTextContent('Something went wrong on our side. Please try again later.');
  expect(message).toHaveStyle({ color: '#b3261e' });
  expect(screen.queryByText('Choose an option')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Continue to Invest' })).not.toBeInTheDocument();
});
