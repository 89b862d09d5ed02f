import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { KYC_MSG } from '@/common/validation/kyc';
import { KycReview } from '@/src-admin/kyc/KycReview';
import { fakeApi } from '@/tests/unit/web/helpers/fake-api';
import { renderAdminView, staff, type StaffRole } from './helpers/render-admin';

const submission = {
  id: 'k1',
  _id: 'k1',
  userid: 'u1',
  user_name: 'Kim Investor',
  status: 'pending',
  first_name: 'Kim',
  last_name: 'Doe',
};

/** The review buttons of the submission's page, for `role`; the server answers a review with the submission as reviewed. */
function renderReview(role: StaffRole = 'admin') {
  const http = fakeApi(staff(role), { 'PUT /kyc/k1': (sent) => ({ body: { ...submission, ...(sent.body as object) } }) });
  const { accessKnown } = renderAdminView(
    <RecordContextProvider value={submission}>
      <KycReview />
    </RecordContextProvider>,
    { url: '/admin/kyc/k1/show', resource: 'kyc' },
  );
  return { http, accessKnown, user: userEvent.setup() };
}

describe('the KYC review buttons', () => {
  it('reject needs a reason, then sends it', async () => {
    const { http, user } = renderReview();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this verification?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(KYC_MSG.reasonRequired)).toBeInTheDocument();
    expect(http.calls('PUT /kyc/k1')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The photo is blurred');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(http.calls('PUT /kyc/k1')).toHaveLength(1));
    expect(http.calls('PUT /kyc/k1')[0].body).toMatchObject({ status: 'rejected', reason: 'The photo is blurred' });
    expect(await screen.findByText('KYC submission rejected')).toBeInTheDocument();
  });

  it('approve asks first, then sends only the status', async () => {
    const { http, user } = renderReview();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(http.calls('PUT /kyc/k1')).toHaveLength(1));
    expect(http.calls('PUT /kyc/k1')[0].body).toMatchObject({ status: 'approved' });
    expect(await screen.findByText('KYC submission approved')).toBeInTheDocument();
  });

  it('support staff see no review buttons', async () => {
    const { accessKnown } = renderReview('support');
    await accessKnown();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
