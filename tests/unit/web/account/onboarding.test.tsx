// A newcomer's first steps in the investor area: the dashboard and the profile ask to verify
// the e-mail address (and send the link again); the withdrawal screen says before anything is
// typed that KYC is needed; the KYC form fills in what sign-up asked, asks the address's
// country and only the photo page of a passport.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_MSG } from '@/common/validation/email-verification';
import { KYC_MSG } from '@/common/validation/kyc';
import { AccountDashboardPage } from '@/src/app/pages/account/dashboard';
import { KycPage } from '@/src/app/pages/account/kyc';
import { ProfilePage } from '@/src/app/pages/account/profile';
import { WithdrawalPage } from '@/src/app/pages/account/withdrawal';
import { fakeApi, fail, pagedList, type FakeApi } from '@/tests/unit/web/helpers/fake-api';
import { profile, USER_ID } from '../helpers/fixtures';
import { renderAccountScreen } from '../helpers/render-account';

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const png = (name = 'photo-page.png') => new File([PNG_BYTES], name, { type: 'image/png' });

let http: FakeApi;
beforeEach(() => {
  http = fakeApi({
    'GET /profile/me': { status: 200, body: profile({ email_verified: false, kyc_status: false, acct_bal: 0, acct_bonus: 0 }) },
    [`GET /transaction/${USER_ID}`]: pagedList([]),
    'GET /insight/history': { status: 200, body: { range: '30d', points: [] } },
    'GET /kyc/me': { status: 200, body: null },
    'POST /user/verify-email/resend': { status: 204, body: null },
    'POST /kyc': (request) => ({ status: 201, body: { _id: 'k1', status: 'pending', doc_type: 'passport', ...(request.body as object) } }),
  });
});

describe('the dashboard until the e-mail address is verified', () => {
  it('shows a banner naming the address, and sends the link again', async () => {
    renderAccountScreen(<AccountDashboardPage />, '/account');
    const banner = await screen.findByRole('region', { name: 'Verify your e-mail address' });
    expect(banner).toHaveTextContent('Open the link we sent to ann@example.com');
    await userEvent.setup().click(within(banner).getByRole('button', { name: 'Send the link again' }));
    expect(await within(banner).findByText('We sent a new link to ann@example.com.')).toBeInTheDocument();
    expect(http.calls('POST /user/verify-email/resend')).toHaveLength(1);
  });

  it("says the server's reason when it refuses (too many asked for)", async () => {
    http.set('POST /user/verify-email/resend', fail(429, EMAIL_MSG.resendTooMany));
    renderAccountScreen(<AccountDashboardPage />, '/account');
    const banner = await screen.findByRole('region', { name: 'Verify your e-mail address' });
    await userEvent.setup().click(within(banner).getByRole('button', { name: 'Send the link again' }));
    expect(await within(banner).findByText(EMAIL_MSG.resendTooMany)).toBeInTheDocument();
  });

  it('is gone once the address is verified', async () => {
    http.set('GET /profile/me', { status: 200, body: profile({ email_verified: true }) });
    renderAccountScreen(<AccountDashboardPage />, '/account');
    await screen.findByRole('heading', { name: 'Welcome, Ann Investor' });
    expect(screen.queryByRole('region', { name: 'Verify your e-mail address' })).not.toBeInTheDocument();
  });
});

describe('the profile next to "Not verified"', () => {
  it('offers to send the link again', async () => {
    renderAccountScreen(<ProfilePage />, '/account/profile');
    const section = await screen.findByRole('region', { name: 'E-mail address' });
    expect(within(section).getByText('Not verified')).toBeInTheDocument();
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Send the link again' }));
    expect(await within(section).findByText('We sent a new link to ann@example.com.')).toBeInTheDocument();
  });

  it('not once verified', async () => {
    http.set('GET /profile/me', { status: 200, body: profile({ email_verified: true }) });
    renderAccountScreen(<ProfilePage />, '/account/profile');
    const section = await screen.findByRole('region', { name: 'E-mail address' });
    expect(within(section).getByText('Verified')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
  });
});

describe('the withdrawal screen before KYC', () => {
  beforeEach(() => http.set('GET /profile/me', { status: 200, body: profile({ email_verified: true, kyc_status: false }) }));

  it('says KYC is needed before the form is filled, with the way to it; the form stays', async () => {
    renderAccountScreen(<WithdrawalPage />, '/account/withdrawal');
    const notice = await screen.findByRole('heading', { name: 'Verify your identity before you withdraw' });
    const alert = notice.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByRole('link', { name: 'Verify your identity' })).toHaveAttribute('href', '/account/kyc-verify');
    expect(screen.getByRole('textbox', { name: /Amount \(USD\)/ })).toBeInTheDocument();
    // it comes before the form
    expect(notice.compareDocumentPosition(screen.getByRole('form', { name: 'Withdraw' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('with documents under review, says so', async () => {
    http.set('GET /kyc/me', { status: 200, body: { _id: 'k1', status: 'pending', doc_type: 'passport' } });
    renderAccountScreen(<WithdrawalPage />, '/account/withdrawal');
    expect(await screen.findByRole('heading', { name: 'Your identity check is under review' })).toBeInTheDocument();
  });

  it('nothing once verified', async () => {
    http.set('GET /profile/me', { status: 200, body: profile({ email_verified: true, kyc_status: true }) });
    renderAccountScreen(<WithdrawalPage />, '/account/withdrawal');
    await screen.findByRole('textbox', { name: /Amount \(USD\)/ });
    expect(screen.queryByRole('heading', { name: /before you withdraw|under review/ })).not.toBeInTheDocument();
  });
});

describe('the KYC form', () => {
  async function openKyc() {
    renderAccountScreen(<KycPage />, '/account/kyc-verify');
    await screen.findByRole('button', { name: 'Process for Verify' });
    return userEvent.setup();
  }

  it("fills in sign-up's name, phone and country (as the address's); nationality is with the personal details", async () => {
    await openKyc();
    await waitFor(() => expect(screen.getByLabelText(/^First name/)).toHaveValue('Ann'));
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Investor');
    expect(screen.getByLabelText(/^Phone No\./)).toHaveValue('+1 303 555 0100');
    const address = screen.getByRole('group', { name: 'Address' });
    expect(within(address).getByText('Canada')).toBeInTheDocument();
    const personal = screen.getByRole('group', { name: 'Personal details' });
    expect(within(personal).getByLabelText(/^Nationality/)).toBeInTheDocument();
    expect(within(address).queryByLabelText(/^Nationality/)).not.toBeInTheDocument();
  });

  it('a passport asks its photo page only and is sent without a back, with the country code', async () => {
    const user = await openKyc();
    await user.type(screen.getByLabelText(/^Date of birth/), '1990-01-01');
    await user.type(screen.getByLabelText(/^Address line 1/), '1 Main St');
    await user.type(screen.getByLabelText(/^City/), 'Toronto');
    await user.type(screen.getByLabelText(/^State/), 'ON');
    await user.type(screen.getByLabelText(/^Zip code/), 'M5V 2T6');
    await user.type(screen.getByLabelText(/^Nationality/), 'Canad');
    await user.click(await screen.findByRole('option', { name: 'Canada' }));
    await user.click(screen.getByRole('radio', { name: 'Passport' }));
    expect(screen.queryByLabelText(/^Back of document/)).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText(/^Photo page of passport/), png());
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms/ }));
    await user.click(screen.getByRole('checkbox', { name: /information I have given is correct/ }));
    await user.click(screen.getByRole('button', { name: 'Process for Verify' }));
    await waitFor(() => expect(http.calls('POST /kyc')).toHaveLength(1));
    const form = http.calls('POST /kyc')[0].body as FormData;
    expect(form.get('address_country')).toBe('CA');
    expect(form.get('doc_type')).toBe('passport');
    expect(form.has('back_img')).toBe(false);
    expect((form.get('front_img') as File).name).toBe('photo-page.png');
  });

  it('an ID card still needs its back, said with the other messages', async () => {
    const user = await openKyc();
    await user.click(screen.getByRole('radio', { name: 'National ID' }));
    expect(screen.getByLabelText(/^Back of document/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Process for Verify' }));
    expect(await screen.findByText(KYC_MSG.backRequired)).toBeInTheDocument();
    expect(screen.getByText(KYC_MSG.dobRequired)).toBeInTheDocument();
    expect(http.calls('POST /kyc')).toEqual([]);
  });
});
