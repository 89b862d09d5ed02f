// The daily withdrawal limit as the investor meets it: the server's 403 names what
// is left today and the limit; the withdrawal screen shows that message (not the KYC dialog,
// not the generic error) and keeps what was typed so a smaller amount can be tried.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAYOUT_MSG } from '@/common/validation/payouts';
import { WithdrawalPage } from '@/src/app/pages/account/withdrawal';
import { fakeApi, fail, type FakeApi } from '@/tests/unit/web/helpers/fake-api';
import { profile, transaction, USER_ID } from '../helpers/fixtures';
import { renderAccountScreen } from '../helpers/render-account';

const ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
// $2,500.00 left of the $10,000.00 default
const LIMIT_REACHED = PAYOUT_MSG.dailyLimit(250_000, 1_000_000);

let http: FakeApi;
beforeEach(() => {
  http = fakeApi({
    'GET /profile/me': { status: 200, body: profile({ acct_bal: 20_000, kyc_status: true }) },
    'POST /transaction/save': fail(403, LIMIT_REACHED),
    [`GET /transaction/${USER_ID}`]: { status: 200, body: [] },
  });
});

async function withdraw(amount: string) {
  renderAccountScreen(<WithdrawalPage />, '/account/withdrawal');
  await screen.findByRole('heading', { name: 'Withdraw', level: 1 });
  await screen.findByText('$20,000.00');
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /Amount \(USD\)/ }), amount);
  await user.type(screen.getByRole('textbox', { name: /Wallet address/ }), ADDRESS);
  await user.click(screen.getByRole('button', { name: 'Withdraw' }));
  return user;
}

describe('the daily withdrawal limit on the withdrawal screen', () => {
  it("shows the server's message with what is left today and the limit", async () => {
    expect(LIMIT_REACHED).toBe('Daily withdrawal limit reached: you can withdraw up to $2,500.00 more today (limit $10,000.00)');
    await withdraw('3000');
    expect(await screen.findByText(LIMIT_REACHED)).toBeInTheDocument();
    expect(http.calls('POST /transaction/save')).toHaveLength(1);
    // a refusal of its own: not the KYC dialog, not the generic failure
    expect(screen.queryByRole('dialog', { name: 'KYC Verification' })).toBeNull();
    expect(screen.queryByRole('alertdialog', { name: 'Error!' })).toBeNull();
  });

  it('keeps the amount and address, and a smaller amount is then accepted', async () => {
    const user = await withdraw('3000');
    await screen.findByText(LIMIT_REACHED);
    expect(screen.getByRole('textbox', { name: /Amount \(USD\)/ })).toHaveValue('3000');
    expect(screen.getByRole('textbox', { name: /Wallet address/ })).toHaveValue(ADDRESS);

    http.set('POST /transaction/save', { status: 201, body: transaction({ type: 'withdraw', trnx_type: 'withdraw', amount: 2500 }) });
    const amount = screen.getByRole('textbox', { name: /Amount \(USD\)/ });
    await user.clear(amount);
    await user.type(amount, '2500');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(http.calls('POST /transaction/save')).toHaveLength(2));
    expect(http.calls('POST /transaction/save')[1].body).toMatchObject({ amount: 2500, address: ADDRESS });
  });
});
