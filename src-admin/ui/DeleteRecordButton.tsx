import DeleteOutline from '@mui/icons-material/DeleteOutline';
import type { ReactNode } from 'react';
import { useCanAccess, useDelete, useNotify, useRecordContext, useRedirect, useResourceContext } from 'react-admin';
import { ConfirmButton } from './ConfirmButton';
import { failure, MSG } from './messages';
import { UI_TEXT } from './texts';

/**
 * Delete with a confirmation, waiting for the server (never optimistic: a transaction that
 * moved money is refused with 409 and stays). The standard toasts by default; plans and wallets
 * pass their own success message.
 */
export const DeleteRecordButton = ({
  title,
  content,
  successMessage = MSG.deleteSuccess,
  redirectTo = 'list',
}: {
  title: string;
  content: (record: Record<string, unknown>) => ReactNode;
  successMessage?: string;
  redirectTo?: 'list' | false;
}) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const notify = useNotify();
  const redirect = useRedirect();
  const { canAccess } = useCanAccess({ action: 'delete', resource, record });
  const [remove, { isPending }] = useDelete();
  if (!record || !resource || !canAccess) return null;

  const confirm = () =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(successMessage, { type: 'success' });
          if (redirectTo) redirect(redirectTo, resource);
        },
        onError: (error) => notify(failure(MSG.deleteFailed, error), { type: 'error' }),
      },
    );

  return (
    <ConfirmButton
      label={UI_TEXT.delete}
      icon={<DeleteOutline />}
      title={title}
      content={content(record)}
      onConfirm={confirm}
      disabled={isPending}
      color="error"
    />
  );
};
