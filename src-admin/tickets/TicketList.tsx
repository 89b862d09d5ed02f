import { AutocompleteInput, DataTable, List, ReferenceInput, SelectInput, ShowButton, SimpleList } from 'react-admin';
import { TICKET_CATEGORIES, TICKET_CATEGORY_LABELS, TICKET_STATUSES, TICKET_STATUS_LABELS } from '@/common/validation/tickets';
import { oneLine, personColumn, tableSx, useListLayout, wrapAnywhere } from '../ui/listLayout';
import { searchInput } from '../ui/SearchInput';
import { UserField } from '../ui/UserField';
import { TicketStatusField } from './TicketStatusField';
import { TICKET_TEXT as T } from './texts';
import type { TicketRecord } from './types';
import { useStaffChoices } from './useStaffChoices';
import { WhenField } from '../ui/WhenField';
import { ticketExporter } from './exporter';
import { ListPagination } from '../ui/ListPagination';

/** 'Assigned to': me, nobody, or one staff member by name. */
const AssigneeFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const { choices, isPending } = useStaffChoices();
  return (
    <SelectInput
      {...props}
      label={T.assignedTo}
      choices={[{ id: 'me', name: T.me }, { id: 'none', name: T.nobody }, ...choices]}
      isPending={isPending}
      emptyText={T.anyone}
    />
  );
};

/** Built at render: their names are read in the language of the moment. */
const ticketFilters = () => [
  searchInput(T.search, T.searchPlaceholder),
  <SelectInput
    key="status"
    source="status"
    label={T.status}
    choices={TICKET_STATUSES.map((id) => ({ id, name: TICKET_STATUS_LABELS[id] }))}
    emptyText={T.all}
    alwaysOn
  />,
  <SelectInput
    key="category"
    source="category"
    label={T.category}
    choices={TICKET_CATEGORIES.map((id) => ({ id, name: TICKET_CATEGORY_LABELS[id] }))}
    emptyText={T.all}
    alwaysOn
  />,
  <AssigneeFilter key="assignee" source="assignee" alwaysOn />,
  <ReferenceInput key="user" source="user" reference="users" filter={{ role: 'investor' }}>
    <AutocompleteInput label={T.user} optionText="name" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 240 }} />
  </ReferenceInput>,
];

const Col = DataTable.Col<TicketRecord>;
const categoryName = (r: TicketRecord) => TICKET_CATEGORY_LABELS[r.category] ?? r.category;

/**
 * The support queue: open tickets first by default, the longest waiting on top. A phone gets
 * a simple list; the full table adds the category and the assignee.
 */
export const TicketList = () => {
  const layout = useListLayout();
  return (
    <List
      pagination={<ListPagination />}
      title={T.listTitle}
      exporter={ticketExporter}
      filters={ticketFilters()}
      filterDefaultValues={{ status: 'open' }}
      sort={{ field: 'last_message_at', order: 'ASC' }}
      perPage={25}
    >
      {layout === 'phone' ? (
        <SimpleList<TicketRecord>
          primaryText={(r) => r.subject}
          secondaryText={(r) => `${r.user_name ?? ''} · ${categoryName(r)}`}
          tertiaryText={(r) => TICKET_STATUS_LABELS[r.status]}
          rowClick="show"
        />
      ) : (
        <DataTable sx={tableSx} rowClick="show" bulkActionButtons={false}>
          <Col source="last_message_at" label={T.lastActivity}>
            <WhenField source="last_message_at" />
          </Col>
          <Col source="subject" label={T.subject} sx={wrapAnywhere} />
          <Col source="userid" label={T.user} disableSort sx={personColumn}>
            <UserField />
          </Col>
          {layout === 'full' && <Col source="category" label={T.category} render={categoryName} />}
          {layout === 'full' && <Col source="assignee" label={T.assignedTo} disableSort render={(r) => r.assignee_name ?? T.nobody} />}
          <Col source="status" label={T.status}>
            <TicketStatusField />
          </Col>
          <Col label={T.actions} disableSort align="right" sx={oneLine}>
            <ShowButton label={T.open} />
          </Col>
        </DataTable>
      )}
    </List>
  );
};
