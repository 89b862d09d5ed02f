import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNotify } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/tests/unit/web/helpers/fake-api';
import { renderAdminView, staff } from './helpers/render-admin';

const Actions = () => {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify('Update Successful', { type: 'success' })}>first</button>
      <button onClick={() => notify('Delete Failed: This transaction moved money', { type: 'error' })}>second</button>
    </>
  );
};

describe('the back-office toasts', () => {
  it('a new outcome replaces the one on screen at once', async () => {
    fakeApi(staff());
    // the back office's toasts (AdminNotification) come with every screen
    renderAdminView(<Actions />, { url: '/admin' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'first' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Update Successful');
    await user.click(screen.getByRole('button', { name: 'second' }));
    expect(await screen.findByText('Delete Failed: This transaction moved money')).toBeInTheDocument();
    expect(screen.queryByText('Update Successful')).toBeNull();
    // an error stays until dismissed
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Delete Failed: This transaction moved money')).toBeNull());
  });
});
