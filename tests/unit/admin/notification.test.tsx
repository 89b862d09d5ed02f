import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, useNotify } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { AdminNotification } from '@/src-admin/layout/AdminNotification';

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
    render(
      <AdminContext>
        <Actions />
        <AdminNotification />
      </AdminContext>,
    );
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
