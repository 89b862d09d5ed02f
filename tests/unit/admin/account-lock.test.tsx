import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LOCK_MSG } from '@/common/account-lock';
import type { AccountLock } from '@/common/api/account-lock';
import { ACCOUNT_LOCK_TEXT as TEXT, AccountLockSection } from '@/src-admin/users/AccountLock';
import { fail, fakeApi, type Reply } from '@/tests/unit/web/helpers/fake-api';
import { renderAdminView, staff, type StaffRole } from './helpers/render-admin';

const LOCKED_AT = '2026-11-28T09:00:00.000Z';
const ann = { id: 'u1', _id: 'u1', name: 'Ann Investor', email: 'ann@example.com', role: 'investor', locked_at: LOCKED_AT };
const NOTE = 'Video call, passport matched the KYC photo';

const open: AccountLock = {
  id: 'l2',
  locked_at: LOCKED_AT,
  locked_via: 'email_link',
  ip: '203.0.113.7',
  unlocked_at: null,
  unlocked_via: null,
  unlocked_by: null,
  unlocked_by_name: null,
  unlock_note: null,
};
const earlier: AccountLock = {
  id: 'l1',
  locked_at: '2026-10-01T09:00:00.000Z',
  locked_via: 'security_page',
  ip: '198.51.100.9',
  unlocked_at: '2026-10-02T10:00:00.000Z',
  unlocked_via: 'staff',
  unlocked_by: 's1',
  unlocked_by_name: 'Sam Support',
  unlock_note: 'Called the phone on file',
};

/** The lock section of a user's page, as `role` sees it; the server answers the unlock with `reply`. */
function renderLock(
  role: StaffRole,
  record: Record<string, unknown> = ann,
  reply: Reply = { body: { message: ACCOUNT_LOCK_MSG.staffUnlocked } },
) {
  const http = fakeApi(staff(role), {
    'GET /profile/u1/locks': { body: [open, earlier] },
    'POST /profile/u1/unlock': reply,
    'GET /profile/u1': { body: { ...record, locked_at: null } },
  });
  const view = renderAdminView(
    <RecordContextProvider value={record}>
      <AccountLockSection />
    </RecordContextProvider>,
    { url: role === 'admin' ? '/admin/users/u1' : '/admin/users/u1/show', resource: 'users' },
  );
  return { ...view, unlocks: () => http.calls('POST /profile/u1/unlock') };
}

describe("a user's lock in the back office", () => {
  it('shows the chip, since when, and the history: how each lock came and ended, with what staff checked', async () => {
    renderLock('support');
    const section = await screen.findByRole('region', { name: /Account lock/ });
    expect(within(section).getByText(TEXT.chip)).toBeInTheDocument();
    const history = await within(section).findByRole('list', { name: TEXT.historyLabel });
    const [now, before] = within(history).getAllByRole('listitem');
    expect(now).toHaveTextContent('“This wasn’t me” link in an e-mail');
    expect(now).toHaveTextContent('203.0.113.7');
    expect(now).toHaveTextContent(TEXT.stillLocked);
    expect(before).toHaveTextContent('Staff, after checking identity (Sam Support)');
    expect(before).toHaveTextContent('Check: Called the phone on file');
  });

  it('support unlocks an investor with a note and their own code; the page is read again', async () => {
    const { unlocks } = renderLock('support');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: TEXT.button }));
    const dialog = await screen.findByRole('dialog', { name: TEXT.dialogTitle });
    expect(dialog).toHaveTextContent("Ann Investor's account will be unlocked");
    // without a note nothing is sent
    await user.click(within(dialog).getByRole('button', { name: TEXT.button }));
    expect(await within(dialog).findByText(ACCOUNT_LOCK_MSG.noteRequired)).toBeInTheDocument();
    expect(unlocks()).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(new RegExp(TEXT.noteLabel)), NOTE);
    await user.type(within(dialog).getByLabelText(/Your own code/), '123456');
    await user.click(within(dialog).getByRole('button', { name: TEXT.button }));
    await waitFor(() => expect(unlocks()).toHaveLength(1));
    expect(unlocks()[0].body).toEqual({ note: NOTE, code: '123456' });
    expect(await screen.findByText(ACCOUNT_LOCK_MSG.staffUnlocked)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("the server's refusal stays in the dialog, with the note kept", async () => {
    const { unlocks } = renderLock('admin', ann, fail(409, ACCOUNT_LOCK_MSG.notLocked));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: TEXT.button }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(new RegExp(TEXT.noteLabel)), NOTE);
    await user.click(within(dialog).getByRole('button', { name: TEXT.button }));
    await waitFor(() => expect(unlocks()).toHaveLength(1));
    // no code at all, not an empty one
    expect(unlocks()[0].body).toEqual({ note: NOTE });
    expect(await within(dialog).findByText(ACCOUNT_LOCK_MSG.notLocked)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(new RegExp(TEXT.noteLabel))).toHaveValue(NOTE);
  });

  it("support do not get the button on a staff member's account", async () => {
    const { accessKnown } = renderLock('support', { ...ann, role: 'support' });
    await screen.findByRole('list', { name: TEXT.historyLabel });
    await accessKnown();
    expect(screen.queryByRole('button', { name: TEXT.button })).toBeNull();
    expect(screen.getByText(new RegExp(TEXT.staffOnlyByAdmin))).toBeInTheDocument();
  });
});
