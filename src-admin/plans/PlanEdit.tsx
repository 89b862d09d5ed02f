import { Edit, SaveButton, Toolbar, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { DeleteRecordButton } from '../ui/DeleteRecordButton';
import { EditLoadError, loadErrorProps } from '../ui/LoadError';
import { failure, MSG } from '../ui/messages';
import { PlanForm } from './PlanForm';
import { PLAN_TEXT } from './texts';
import type { PlanRecord } from './types';

const PlanTitle = () => {
  const record = useRecordContext<PlanRecord>();
  return <span>{record ? PLAN_TEXT.editTitle(record.name) : PLAN_TEXT.editTitleEmpty}</span>;
};

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteRecordButton
      title={PLAN_TEXT.deleteTitle}
      content={(r) => PLAN_TEXT.deleteContent(String(r.name))}
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
