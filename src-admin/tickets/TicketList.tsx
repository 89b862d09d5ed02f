import { AutocompleteInput, DataTable, List, ReferenceInput, SelectInput, ShowButton, SimpleList } from 'react-admin';
import { TICKET_CATEGORIES, TICKET_CATEGORY_LABELS, TICKET_STATUSES, TICKET_STATUS_LABELS } from '@/common/validation/tickets';
import { oneLine, personColumn, tableSx, useListLayout, wrapAnywhere } from '../ui/listLayout';
import { searchInput } from '../ui/SearchInput';
import { UserField } from '../ui/UserField';
import { TicketStatusField } from './TicketStatusField';
import type { TicketRecord } from './types';
import { useStaffChoices } from './useStaffChoices';
import { WhenField } from '../ui/WhenField';
import { ticketExporter } from './exporter';
import { ListPagination } from '../ui/ListPagination';

const STATUS_CHOICES = TICKET_STATUSES.map((id) => ({ id, name: TICKET_STATUS_LABELS[id] }));
const CATEGORY_CHOICES = TICKET_CATEGORIES.map((id) => ({ id, name: TICKET_CATEGORY_LABELS[id] }));

/** 'Assigned to': me, nobody, or one staff member by name. */
const AssigneeFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const { choices, isPending } = useStaffChoices();
  return (
    <SelectInput
      {...props}
      label="Assigned to"
      choices={[{ id: 'me', name: 'Me' }, { id: 'none', name: 'Nobody' }, ...choices]}
      isPending={isPending}
      emptyText="Anyone"
    />
  );
};

const ticketFilters = [
  searchInput('Search tickets', 'Subject, name or e-mail'),
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} emptyText="All" alwaysOn />,
  <SelectInput key="category" source="category" label="Category" choices={CATEGORY_CHOICES} emptyText="All" alwaysOn />,
  <AssigneeFilter key="assignee" source="assignee" alwaysOn />,
  <ReferenceInput key="user" source="user" reference="users" filter={{ role: 'investor' }}>
    <AutocompleteInput label="User" optionText="name" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 240 }} />
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
      title="Support tickets"
      exporter={ticketExporter}
      filters={ticketFilters}
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
          <Col source="last_message_at" label="Last activity">
            <WhenField source="last_message_at" />
          </Col>
          <Col source="subject" sx={wrapAnywhere} />
          <Col source="userid" label="User" disableSort sx={personColumn}>
            <UserField />
          </Col>
          {layout === 'full' && <Col source="category" render={categoryName} />}
          {layout === 'full' && <Col source="assignee" label="Assigned to" disableSort render={(r) => r.assignee_name ?? 'Nobody'} />}
          <Col source="status" label="Status">
            <TicketStatusField />
          </Col>
          <Col label="Actions" disableSort align="right" sx={oneLine}>
            <ShowButton label="Open" />
          </Col>
        </DataTable>
      )}
    </List>
  );
};
