// The investment form tells a new investor what they can invest before they press 'Confirm &
// Proceed': the available balance and, when the amount is more, how much is missing with a
// link to Deposit; it offers no quick amount the plan can never take; and the summary says
// whether the net return includes the principal (the plan's 'Deposit Return').
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvestmentFormPage } from '@/src/app/pages/account/investment-form';
import type { Plan } from '@/src/features/plans/types';
import { setSelectedPlan } from '@/src/features/plans/utils/selected-plan-store';
import { fakeApi, pagedList, type FakeApi } from '@/tests/unit/web/helpers/fake-api';
import { plan, profile, USER_ID } from '../helpers/fixtures';
import { renderAccountScreen } from '../helpers/render-account';

let http: FakeApi;
const gold = plan({ name: 'Gold Reserve', category: 'gold', min: 3000, max: 4500, roi: 1, duration: 10 });

beforeEach(() => {
  window.sessionStorage.clear();
  http = fakeApi({
    'GET /profile/me': { status: 200, body: profile({ acct_bal: 3200 }) },
    'GET /plans/all': { status: 200, body: [gold] },
    [`GET /transaction/${USER_ID}`]: pagedList([]),
  });
});
afterEach(() => {
  window.sessionStorage.clear();
});

async function open(p: Plan = gold) {
  http.set('GET /plans/all', { status: 200, body: [p] });
  setSelectedPlan(p);
  const view = renderAccountScreen(<InvestmentFormPage />, '/account/investmentform');
  await screen.findByRole('heading', { name: `Invest in ${p.name}`, level: 1 });
  return { ...view, user: userEvent.setup() };
}

describe('the balance', () => {
  it('is shown; an amount above it names the shortfall and links to Deposit', async () => {
    const { user, router } = await open();
    expect(await screen.findByTestId('available-balance')).toHaveTextContent('Available balance: $3,200.00');
    expect(screen.queryByTestId('balance-shortfall')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '$4,000' }));
    const short = await screen.findByTestId('balance-shortfall');
    expect(short).toHaveTextContent('You need $800.00 more to invest $4,000.00.');
    await user.click(within(short).getByRole('link', { name: 'Deposit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/deposit'));
  });

  it('an amount within it shows no shortfall', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '$3,000' }));
    await screen.findByTestId('available-balance');
    expect(screen.queryByTestId('balance-shortfall')).not.toBeInTheDocument();
  });
});

describe('the quick amounts', () => {
  it("above the plan's maximum are not offered", async () => {
    await open();
    const group = await screen.findByRole('group', { name: 'Choose an amount' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['$3,000', '$3,500', '$4,000', '$4,500']);
  });
});

describe('the net return', () => {
  it('says it includes the principal when the plan returns it', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '$3,000' }));
    // $3,000 x 1% x 10 days = $300, plus the $3,000 back
    await waitFor(() => expect(screen.getByTestId('summary-net')).toHaveTextContent('$3,300.00'));
    expect(screen.getByTestId('summary-net-note')).toHaveTextContent('Includes your $3,000.00 principal, returned at the end of the plan.');
  });

  it("is the profit alone when the plan keeps the principal ('Deposit Return' No)", async () => {
    const { user } = await open(plan({ name: 'No Return', min: 3000, max: 10000, roi: 1, duration: 10, status: false }));
    await user.click(await screen.findByRole('button', { name: '$3,000' }));
    await waitFor(() => expect(screen.getByTestId('summary-net')).toHaveTextContent('$300.00'));
    expect(screen.getByTestId('summary-net-note')).toHaveTextContent('This plan does not return your principal');
  });
});
