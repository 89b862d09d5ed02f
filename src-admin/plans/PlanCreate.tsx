import { Create, useNotify, useRedirect } from 'react-admin';
import { failure, MSG } from '../ui/messages';
import { PlanForm } from './PlanForm';
import { PLAN_TEXT } from './texts';

export const PlanCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title={PLAN_TEXT.newTitle}
      mutationOptions={{
        onSuccess: () => {
          notify(MSG.planCreated, { type: 'success' });
          redirect('list', 'plans');
        },
        onError: (error) => notify(failure(MSG.planCreateFailed, error), { type: 'error' }),
      }}
    >
      <PlanForm />
    </Create>
  );
};
