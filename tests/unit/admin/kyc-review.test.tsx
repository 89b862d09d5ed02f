import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, RecordContextProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { KYC_MSG } from '@/common/validation/kyc';
import { KycReview } from '@/src-admin/kyc/KycReview';

const submission = {
  id: 'k1',
  _id: 'k1',
  userid: 'u1',
  user_name: 'Kim Investor',
  status: 'pending',
  first_name: 'Kim',
  last_name: 'Doe',
};

function renderReview(update: DataProvider['update'], role: 'admin' | 'support' = 'admin') {
  const dataProvider = { update } as unknown as DataProvider;
  const authProvider = {
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    logout: async () => undefined,
    login: async () => undefined,
    getPermissions: async () => role,
    canAccess: async ({ action }: { action: string }) => role === 'admin' || action === 'list' || action === 'show',
  };
  render(
    <AdminContext dataProvider={dataProvider} authProvider={authProvider}>
      <RecordContextProvider value={submission}>
        <KycReview />
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );
  return userEvent.setup();
}

describe('the KYC review buttons', () => {
  it('reject needs a reason, then sends it', async () => {
    const update = vi.fn(async () => ({ data: { ...submission, status: 'rejected' } })) as unknown as DataProvider['update'];
    const user = renderReview(update);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this verification?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(KYC_MSG.reasonRequired)).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The photo is blurred');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(vi.mocked(update).mock.calls[0][0]).toBe('kyc');
    expect(vi.mocked(update).mock.calls[0][1]).toMatchObject({ id: 'k1', data: { status: 'rejected', reason: 'The photo is blurred' } });
    expect(await screen.findByText('KYC submission rejected')).toBeInTheDocument();
  });

  it('approve asks first, then sends only the status', async () => {
    const update = vi.fn(async () => ({ data: { ...submission, status: 'approved' } })) as unknown as DataProvider['update'];
    const user = renderReview(update);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(vi.mocked(update).mock.calls[0][1]).toMatchObject({ id: 'k1', data: { status: 'approved' } });
    expect(await screen.findByText('KYC submission approved')).toBeInTheDocument();
  });

  it('support staff see no review buttons', async () => {
    const update = vi.fn() as unknown as DataProvider['update'];
    renderReview(update, 'support');
    // wait for the access check to settle
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
