import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { TICKET_TEXT } from './texts';

/** Support staff and administrators, by name: who a ticket can be assigned to. */
export function useStaffChoices(): { choices: { id: string; name: string }[]; isPending: boolean } {
  const params = { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' as const } };
  const support = useGetList('users', { ...params, filter: { role: 'support' } });
  const admins = useGetList('users', { ...params, filter: { role: 'admin' } });
  const choices = useMemo(
    () =>
      [...(admins.data ?? []), ...(support.data ?? [])]
        .map((u) => ({ id: String(u.id), name: TICKET_TEXT.staffChoice(String(u.name), u.role === 'admin' ? 'admin' : 'support') }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [admins.data, support.data],
  );
  return { choices, isPending: support.isPending || admins.isPending };
}
