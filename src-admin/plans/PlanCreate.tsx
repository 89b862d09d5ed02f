import { Create, useNotify, useRedirect } from 'react-admin';
import { failure, MSG } from '../ui/messages';
import { PlanForm } from './PlanForm';

export const PlanCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="New plan"
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
