import DeleteOutline from '@mui/icons-material/DeleteOutline';
import type { ReactElement } from 'react';
import { useDeleteMany, useListContext, useNotify, useRefresh, useResourceContext, useUpdateMany } from 'react-admin';
import { ConfirmButton } from './ConfirmButton';
import { failure, MSG } from './messages';
import { UI_TEXT } from './texts';

/** Writes the same change to every selected record (one PUT each), after a confirmation. */
export const BulkUpdateButton = ({
  label,
  icon,
  data,
  title,
  content,
  successMessage,
  failureMessage,
}: {
  label: string;
  icon?: ReactElement;
  data: Record<string, unknown>;
  title: string;
  content: string;
  successMessage: string;
  failureMessage: string;
}) => {
  const resource = useResourceContext();
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [updateMany, { isPending }] = useUpdateMany();
  return (
    <ConfirmButton
      label={label}
      icon={icon}
      title={title}
      content={content}
      disabled={isPending}
      onConfirm={() =>
        updateMany(
          resource,
          { ids: selectedIds, data },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify(successMessage, { type: 'success' });
              onUnselectItems();
            },
            onError: (error) => {
              notify(failure(failureMessage, error), { type: 'error' });
              // some may have gone through
              refresh();
            },
          },
        )
      }
    />
  );
};

/** Deletes every selected record (one DELETE each), after a confirmation. */
export const BulkDeleteButton = ({ title, content }: { title: string; content: string }) => {
  const resource = useResourceContext();
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [deleteMany, { isPending }] = useDeleteMany();
  return (
    <ConfirmButton
      label={UI_TEXT.delete}
      icon={<DeleteOutline />}
      color="error"
      title={title}
      content={content}
      disabled={isPending}
      onConfirm={() =>
        deleteMany(
          resource,
          { ids: selectedIds },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify(MSG.deleteSuccess, { type: 'success' });
              onUnselectItems();
            },
            onError: (error) => {
              notify(failure(MSG.deleteFailed, error), { type: 'error' });
              refresh();
            },
          },
        )
      }
    />
  );
};
