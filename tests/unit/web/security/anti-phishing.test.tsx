// Profile > Security > Anti-phishing code: what it is for, the current code or 'Not set', and
// the form that sets, changes or removes it with the password (and a code with two-factor on).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANTI_PHISHING_MSG, type AntiPhishingUpdate } from '@/common/api/anti-phishing';
import { MSG } from '@/common/messages';
import { STEP_UP_ERROR, TWO_FACTOR_MSG } from '@/common/api/two-factor';
import { CODE_UI } from '@/common/validation/sign-in-code';
import { SecurityPage } from '@/src/app/pages/account/security';
import { antiPhishingPreview, SECURITY_TEXT } from '@/src/features/security/texts';
import { renderAccountScreen } from '@/tests/unit/web/helpers/render-account';
import { fail, fakeApi, type FakeApi, type Reply } from '@/tests/unit/web/helpers/fake-api';
import { me } from '@/tests/unit/web/helpers/fixtures';
import { resetViewport, setViewport } from '@/tests/unit/web/helpers/viewport';

const PASSWORD = 'my-current-password';
const PHRASE = 'Blue heron 42!';
const PUT = 'PUT /profile/anti-phishing-code';

const stepUp = (message: string): Reply => ({
  ...fail(401, message),
  headers: { 'www-authenticate': `Bearer error="${STEP_UP_ERROR}"` },
});

let http: FakeApi;
let twoFactorOn: boolean;
/** the code the server holds: /profile/me answers it, a good PUT changes it */
let stored: string | null;

beforeEach(() => {
  twoFactorOn = false;
  stored = null;
  http = fakeApi({
    'GET /profile/me': () => ({ status: 200, body: me({ anti_phishing_code: stored }) }),
    'GET /auth/2fa': () => ({ status: 200, body: { enabled: twoFactorOn, recovery_codes_left: twoFactorOn ? 10 : 0 } }),
    'GET /auth/sessions': { status: 200, body: [] },
    'GET /auth/history': { status: 200, body: [] },
    [PUT]: (req) => {
      const body = req.body as AntiPhishingUpdate;
      if (body.password !== PASSWORD)
        return fail(400, MSG.currentPasswordWrong, [{ field: 'password', message: MSG.currentPasswordWrong }]);
      if (twoFactorOn && body.code !== '123456') return stepUp(body.code ? TWO_FACTOR_MSG.codeWrong : TWO_FACTOR_MSG.codeNeeded);
      stored = body.anti_phishing_code?.trim() || null;
      return {
        status: 200,
        body: { message: stored ? ANTI_PHISHING_MSG.saved : ANTI_PHISHING_MSG.removed, anti_phishing_code: stored },
      };
    },
  });
});
afterEach(() => {
  resetViewport();
});

const renderSecurity = () => {
  renderAccountScreen(<SecurityPage />, '/account/security');
  return userEvent.setup();
};

const PHRASE_LABEL = /anti-phishing code/i;
/** the section, once /profile/me has answered and the form shows */
const section = async () => {
  const panel = within(await screen.findByRole('region', { name: SECURITY_TEXT.antiPhishingTitle }));
  await panel.findByRole('textbox', { name: PHRASE_LABEL });
  return panel;
};
const phraseField = (panel: ReturnType<typeof within>) => panel.getByRole('textbox', { name: PHRASE_LABEL });
const passwordField = (panel: ReturnType<typeof within>) => panel.getByLabelText(/^Current password/);
const codeField = (panel: ReturnType<typeof within>) => panel.queryByRole('textbox', { name: new RegExp(`^${CODE_UI.codeLabel}`) });
const bodies = () => http.calls(PUT).map((r) => r.body);

describe('the anti-phishing code', () => {
  it('says what it is for under its own heading, after the page title', async () => {
    renderSecurity();
    const panel = await section();
    expect(screen.getByRole('heading', { name: 'Security', level: 1 })).toBeInTheDocument();
    expect(panel.getByRole('heading', { name: SECURITY_TEXT.antiPhishingTitle, level: 2 })).toBeInTheDocument();
    expect(panel.getByText(SECURITY_TEXT.antiPhishingHelp)).toBeInTheDocument();
    expect(await panel.findByText(SECURITY_TEXT.antiPhishingNotSet)).toBeInTheDocument();
    // no Remove while there is nothing to remove
    expect(panel.queryByRole('button', { name: SECURITY_TEXT.antiPhishingRemove })).not.toBeInTheDocument();
  });

  it("'Not set', then saved: the body is exactly the phrase and the password, and the code shows", async () => {
    const user = renderSecurity();
    const panel = await section();
    expect(await panel.findByText(SECURITY_TEXT.antiPhishingNotSet)).toBeInTheDocument();
    await user.type(phraseField(panel), PHRASE);
    await user.type(passwordField(panel), PASSWORD);
    await user.click(panel.getByRole('button', { name: SECURITY_TEXT.antiPhishingSave }));

    expect(await panel.findByText(PHRASE)).toBeInTheDocument();
    expect(bodies()).toEqual([{ anti_phishing_code: PHRASE, password: PASSWORD }]);
    expect(panel.queryByText(SECURITY_TEXT.antiPhishingNotSet)).not.toBeInTheDocument();
    expect(panel.getByText(antiPhishingPreview(ANTI_PHISHING_MSG.inMail(PHRASE)))).toBeInTheDocument();
    expect(await screen.findByText(ANTI_PHISHING_MSG.saved)).toBeInTheDocument();
    // the form is empty again, and /profile/me was read again
    expect(phraseField(panel)).toHaveValue('');
    expect(passwordField(panel)).toHaveValue('');
    await waitFor(() => expect(http.calls('GET /profile/me').length).toBeGreaterThan(1));
  });

  it('sends the phrase trimmed', async () => {
    const user = renderSecurity();
    const panel = await section();
    await user.type(phraseField(panel), '  my phrase  ');
    await user.type(passwordField(panel), PASSWORD);
    await user.click(panel.getByRole('button', { name: SECURITY_TEXT.antiPhishingSave }));
    expect(await panel.findByText('my phrase')).toBeInTheDocument();
    expect(bodies()).toEqual([{ anti_phishing_code: 'my phrase', password: PASSWORD }]);
  });

  it('a too-short phrase and markup are refused in the form, with the shared messages tied to the field', async () => {
    const user = renderSecurity();
    const panel = await section();
    const phrase = phraseField(panel);
    await user.type(phrase, 'abc');
    await user.type(passwordField(panel), PASSWORD);
    await user.click(panel.getByRole('button', { name: SECURITY_TEXT.antiPhishingSave }));
    await waitFor(() => expect(phrase).toHaveAccessibleDescription(ANTI_PHISHING_MSG.length));
    expect(phrase).toHaveAttribute('aria-invalid', 'true');
    expect(phrase).toHaveFocus();

    await user.clear(phrase);
    await user.type(phrase, '<b>hi</b>');
    await waitFor(() => expect(phrase).toHaveAccessibleDescription(ANTI_PHISHING_MSG.characters));
    await user.click(panel.getByRole('button', { name: SECURITY_TEXT.antiPhishingSave }));
    expect(phrase).toHaveAccessibleDescription(ANTI_PHISHING_MSG.characters);
    expect(http.calls(PUT)).toEqual([]);
  });

  it('a blank password is refused in the form', async () => {
    const user = renderSecurity();
    const panel = await section();
    await user.type(phraseField(panel), PHRASE);
    await user.click(panel.getByRole('button', { name: SECURITY_TEXT.antiPhishingSave }));
    await waitFor(() => expect(passwordField(panel)).toHaveAccessibleDescription(MSG.passwordRequired));
    expect(http.calls(PUT)).toEqual([]);
  });

  it("the server's 400 on the password shows under the password field", async () => {
    const user = renderSecurity();
    const panel = await section();
    await user.type(phraseField(panel), PHRASE);
    await user.type(passwordField(panel), 'not-my-password');
    await user.click(panel.getByRole('button', { name: SECURITY_TEXT.antiPhishingSave }));
    await waitFor(() => expect(passwordField(panel)).toHaveAccessibleDescription(MSG.currentPasswordWrong));
    expect(passwordField(panel)).toHaveAttribute('aria-invalid', 'true');
    expect(panel.getByText(SECURITY_TEXT.antiPhishingNotSet)).toBeInTheDocument();
    // what was typed stays, to be corrected
    expect(phraseField(panel)).toHaveValue(PHRASE);
  });

  it('Remove sends null with the password, whatever the phrase field holds; then it is not set', async () => {
    stored = 'Old phrase';
    const user = renderSecurity();
    const panel = await section();
    expect(await panel.findByText('Old phrase')).toBeInTheDocument();
    await user.type(phraseField(panel), '<b>');
    await user.type(passwordField(panel), PASSWORD);
    await user.click(panel.getByRole('button', { name: SECURITY_TEXT.antiPhishingRemove }));

    expect(await panel.findByText(SECURITY_TEXT.antiPhishingNotSet)).toBeInTheDocument();
    expect(bodies()).toEqual([{ anti_phishing_code: null, password: PASSWORD }]);
    expect(await screen.findByText(ANTI_PHISHING_MSG.removed)).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: SECURITY_TEXT.antiPhishingRemove })).not.toBeInTheDocument();
  });

  it('Remove without the password is refused in the form', async () => {
    stored = 'Old phrase';
    const user = renderSecurity();
    const panel = await section();
    await user.click(await panel.findByRole('button', { name: SECURITY_TEXT.antiPhishingRemove }));
    await waitFor(() => expect(passwordField(panel)).toHaveAccessibleDescription(MSG.passwordRequired));
    // the phrase field is not Remove's business
    expect(phraseField(panel)).not.toHaveAttribute('aria-invalid', 'true');
    expect(http.calls(PUT)).toEqual([]);
  });
});

describe('with two-factor sign-in on', () => {
  it('asks for the code with the password; a blank one is refused; it goes along as `code`', async () => {
    twoFactorOn = true;
    const user = renderSecurity();
    const panel = await section();
    const code = await waitFor(() => {
      const field = codeField(panel);
      expect(field).toBeInTheDocument();
      return field!;
    });
    expect(code).toBeRequired();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(phraseField(panel), PHRASE);
    await user.type(passwordField(panel), PASSWORD);
    await user.click(panel.getByRole('button', { name: SECURITY_TEXT.antiPhishingSave }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(CODE_UI.codeBlank));
    expect(http.calls(PUT)).toEqual([]);

    await user.type(code, '123456');
    await user.click(panel.getByRole('button', { name: SECURITY_TEXT.antiPhishingSave }));
    expect(await panel.findByText(PHRASE)).toBeInTheDocument();
    expect(bodies()).toEqual([{ anti_phishing_code: PHRASE, password: PASSWORD, code: '123456' }]);
  });

  it('a wrong code (step-up 401) shows on the code field and keeps the page', async () => {
    twoFactorOn = true;
    const user = renderSecurity();
    const panel = await section();
    await waitFor(() => expect(codeField(panel)).toBeInTheDocument());
    await user.type(phraseField(panel), PHRASE);
    await user.type(passwordField(panel), PASSWORD);
    await user.type(codeField(panel)!, '000000');
    await user.click(panel.getByRole('button', { name: SECURITY_TEXT.antiPhishingSave }));
    await waitFor(() => expect(codeField(panel)).toHaveAccessibleDescription(TWO_FACTOR_MSG.codeWrong));
    expect(screen.getByRole('heading', { name: 'Security', level: 1 })).toBeInTheDocument();
    expect(panel.getByText(SECURITY_TEXT.antiPhishingNotSet)).toBeInTheDocument();
  });

  it('when the server asks for a code the form did not know was needed, the field appears', async () => {
    // the status said off (or had not answered); the server knows better
    http.set('GET /auth/2fa', { status: 200, body: { enabled: false, recovery_codes_left: 0 } });
    twoFactorOn = true;
    stored = 'Old phrase';
    const user = renderSecurity();
    const panel = await section();
    expect(await panel.findByText('Old phrase')).toBeInTheDocument();
    await user.type(passwordField(panel), PASSWORD);
    await user.click(await panel.findByRole('button', { name: SECURITY_TEXT.antiPhishingRemove }));
    await waitFor(() => expect(codeField(panel)).toHaveAccessibleDescription(TWO_FACTOR_MSG.codeNeeded));
    expect(bodies()).toEqual([{ anti_phishing_code: null, password: PASSWORD }]);

    await user.type(codeField(panel)!, '123456');
    await user.click(panel.getByRole('button', { name: SECURITY_TEXT.antiPhishingRemove }));
    expect(await panel.findByText(SECURITY_TEXT.antiPhishingNotSet)).toBeInTheDocument();
    expect(bodies().at(-1)).toEqual({ anti_phishing_code: null, password: PASSWORD, code: '123456' });
  });
});

describe('on a phone', () => {
  it('the section, its fields and its buttons are all there at 375 px', async () => {
    setViewport(375);
    stored = 'Old phrase';
    renderSecurity();
    const panel = await section();
    expect(await panel.findByText('Old phrase')).toBeInTheDocument();
    expect(phraseField(panel)).toBeInTheDocument();
    expect(passwordField(panel)).toBeInTheDocument();
    expect(panel.getByRole('button', { name: SECURITY_TEXT.antiPhishingSave })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: SECURITY_TEXT.antiPhishingRemove })).toBeInTheDocument();
  });
});
