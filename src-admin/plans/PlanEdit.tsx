import { Edit, SaveButton, Toolbar, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { DeleteRecordButton } from '../ui/DeleteRecordButton';
import { EditLoadError, loadErrorProps } from '../ui/LoadError';
import { failure, MSG } from '../ui/messages';
import { PlanForm } from './PlanForm';
import type { PlanRecord } from './types';

const PlanTitle = () => {
  const record = useRecordContext<PlanRecord>();
  return <span>{record ? `Plan: ${record.name}` : 'Plan'}</span>;
};

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteRecordButton
      title="Delete this plan?"
      content={(r) => `${String(r.name)} will no longer be offered. Investments already made in it keep their terms.`}
      successMessage={MSG.planDeleted}
    />
  </Toolbar>
);

export const PlanEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title={<PlanTitle />}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          notify(MSG.updateSuccess, { type: 'success' });
          redirect('list', 'plans');
        },
        onError: (error) => notify(failure(MSG.updateFailed, error), { type: 'error' }),
      }}
      {...loadErrorProps}
      error={<EditLoadError />}
    >
      <PlanForm toolbar={<EditToolbar />} />
    </Edit>
  );
};
