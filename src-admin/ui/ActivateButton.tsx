import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import type { ReactNode } from 'react';
import { useCanAccess, useNotify, useRecordContext, useRefresh, useResourceContext, useUpdate } from 'react-admin';
import { ConfirmButton } from './ConfirmButton';
import { failure, MSG } from './messages';
import { UI_TEXT } from './texts';

/**
 * Activate: one click (and a confirmation) to a record's final state, e.g. a deposit
 * to successful (which credits the user) or an investment to completed. Hidden from those who
 * may not edit, and once the record is already there.
 */
export const ActivateButton = ({
  data,
  isActive,
  title,
  content,
}: {
  /** what Activate writes, e.g. { status: 'successful' } */
  data: Record<string, unknown>;
  /** already in that state: the button is not shown */
  isActive: (record: Record<string, unknown>) => boolean;
  title: string;
  content: (record: Record<string, unknown>) => ReactNode;
}) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ action: 'edit', resource, record });
  const [update, { isPending }] = useUpdate();
  if (!record || !resource || !canAccess || isActive(record)) return null;

  const activate = () =>
    update(
      resource,
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(MSG.activationSuccess, { type: 'success' });
          // the user's balance and the home figures moved too
          refresh();
        },
        onError: (error) => notify(failure(MSG.activationFailed, error), { type: 'error' }),
      },
    );

  return (
    <ConfirmButton
      label={UI_TEXT.activate}
      icon={<CheckCircleOutline />}
      title={title}
      content={content(record)}
      onConfirm={activate}
      disabled={isPending}
      color="success"
    />
  );
};
