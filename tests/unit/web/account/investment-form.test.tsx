// /account/investmentform: Back to plan, quick amounts,
// custom amount, the summary, validation, 'Confirm & Proceed', the outcome.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import { TX_MSG } from '@/common/validation/transaction';
import { InvestmentFormPage } from '@/src/app/pages/account/investment-form';
import { QUICK_AMOUNTS } from '@/src/features/investments/utils/quick-amounts';
import { investmentSummary } from '@/src/features/investments/utils/investment-summary';
import { setSelectedPlan } from '@/src/features/plans/utils/selected-plan-store';
import { formatDate } from '@/src/utils/format';
import { fakeApi, fail, type FakeApi } from '@/tests/unit/web/helpers/fake-api';
import { investment, plan, profile, USER_ID } from '../helpers/fixtures';
import { renderAccountScreen } from '../helpers/render-account';

const gold = plan({ name: 'Gold Reserve', category: 'gold', min: 3000, max: 50000, roi: 1.2, duration: 30 });
let http: FakeApi;
beforeEach(() => {
  window.sessionStorage.clear();
  http = fakeApi({
    'GET /profile/me': { status: 200, body: profile({ acct_bal: 20000 }) },
    'GET /plans/all': { status: 200, body: [gold] },
    'POST /transaction/invest': { status: 201, body: investment({ trnx_type: 'Gold Reserve', amount: 4500 }) },
  });
});
afterEach(() => {
  window.sessionStorage.clear();
});

async function open() {
  setSelectedPlan(gold);
  const view = renderAccountScreen(<InvestmentFormPage />, '/account/investmentform');
  await screen.findByRole('heading', { name: 'Invest in Gold Reserve', level: 1 });
  return { ...view, user: userEvent.setup() };
}

const summary = (label: string) => screen.getByTestId(`summary-${label}`).textContent;

describe('the formulas', () => {
  it('daily profit = amount x roi %, total = daily x duration, net = total + amount; period today..today + duration', () => {
    const today = new Date(2026, 10, 21);
    const s = investmentSummary(4500, { roi: 1.2, duration: 30 }, today);
    expect(s).toMatchObject({ dailyProfit: 54, totalReturn: 1620, net: 6120 });
    expect(formatDate(s.start)).toBe('21 Nov 2026');
    expect(formatDate(s.end)).toBe('21 Dec 2026');
    // the ledger's rounding: half a cent up
    expect(investmentSummary(3333.33, { roi: 1.5, duration: 7 }, today)).toMatchObject({ dailyProfit: 50, totalReturn: 350, net: 3683.33 });
  });

  // the amount rules themselves: tests/unit/common/money-forms.test.ts (investmentFormSchema)
  it('the quick amounts', () => {
    expect(QUICK_AMOUNTS).toEqual([3000, 3500, 4000, 4500, 5000, 10000]);
  });
});

describe('the investment form', () => {
  it('links back to the plan page, shows the quick amounts, the note and the summary', async () => {
    await open();
    expect(screen.getByRole('link', { name: 'Back to plan' })).toHaveAttribute('href', '/account/gold');
    const quick = screen.getAllByRole('button').filter((b) => /^\$[\d,]+$/.test(b.textContent ?? ''));
    expect(quick.map((b) => b.textContent)).toEqual(['$3,000', '$3,500', '$4,000', '$4,500', '$5,000', '$10,000']);
    expect(screen.getByText('Note: minimum 3,000 USD')).toBeInTheDocument();
    expect(summary('daily-interest')).toBe('1.2%');
    expect(summary('duration')).toBe('30 days');
    const today = new Date();
    const end = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 30);
    expect(summary('period')).toBe(`${formatDate(today)} – ${formatDate(end)}`);
    expect(summary('daily-profit')).toBe('—');
  });

  it('a quick amount fills the amount and the summary', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: '$4,500' }));
    expect(screen.getByRole('button', { name: '$4,500' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'Custom amount (USD)' })).toHaveValue('4500');
    expect(summary('amount')).toBe('$4,500.00');
    expect(summary('daily-profit')).toBe('$54.00');
    expect(summary('total-return')).toBe('$1,620.00');
    expect(screen.getByTestId('summary-net')).toHaveTextContent('$6,120.00');
  });

  it('a custom amount works the same', async () => {
    const { user } = await open();
    await user.type(screen.getByRole('textbox', { name: 'Custom amount (USD)' }), '12000');
    expect(summary('daily-profit')).toBe('$144.00');
    expect(screen.getByTestId('summary-net')).toHaveTextContent('$16,320.00');
    expect(screen.getByRole('button', { name: '$10,000' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("no amount: 'Please Select or Enter an amount to Invest.'; below the plan's min: 'Minimum amount is $3,000.00'; nothing sent", async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Confirm & Proceed' }));
    expect(await screen.findByText(TX_MSG.amountRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Custom amount (USD)' }), '2500');
    await user.click(screen.getByRole('button', { name: 'Confirm & Proceed' }));
    expect(await screen.findByText('Minimum amount is $3,000.00')).toBeInTheDocument();
    expect(http.calls('POST /transaction/invest')).toEqual([]);
  });

  it('sends the investment with planId and an Idempotency-Key, shows the success message and goes to /account', async () => {
    const { user, location } = await open();
    await user.click(screen.getByRole('button', { name: '$4,500' }));
    await user.click(screen.getByRole('button', { name: 'Confirm & Proceed' }));
    await waitFor(() => expect(location().pathname).toBe('/account'));
    expect(await screen.findByText('Successful! You have successfully entered a Gold Reserve with $4,500.00')).toBeInTheDocument();
    expect(MSG.investmentSuccess('Gold Reserve', 4500)).toBe('Successful! You have successfully entered a Gold Reserve with $4,500.00');
    const [post] = http.calls('POST /transaction/invest');
    expect(post.body).toEqual({
      userid: USER_ID,
      planId: gold._id,
      plan: 'Gold Reserve',
      currency: 'usd',
      amount: 4500,
      duration: 30,
      roi: 1.2,
    });
    expect(post.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("403: 'Insufficient balance' as a toast, and the form stays", async () => {
    http.set('POST /transaction/invest', fail(403, 'Insufficient balance'));
    const { user, location } = await open();
    await user.click(screen.getByRole('button', { name: '$10,000' }));
    await user.click(screen.getByRole('button', { name: 'Confirm & Proceed' }));
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    expect(location().pathname).toBe('/account/investmentform');
  });

  it("the server's amount refusal shows under the field", async () => {
    http.set(
      'POST /transaction/invest',
      fail(400, 'Maximum amount is $50,000.00', [{ field: 'amount', message: 'Maximum amount is $50,000.00' }]),
    );
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: '$5,000' }));
    await user.click(screen.getByRole('button', { name: 'Confirm & Proceed' }));
    const field = screen.getByRole('textbox', { name: 'Custom amount (USD)' });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  });

  it('without a chosen plan it points to the plans', async () => {
    renderAccountScreen(<InvestmentFormPage />, '/account/investmentform');
    expect(await screen.findByText('You have not chosen a plan yet.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/account/crypto');
  });
});
