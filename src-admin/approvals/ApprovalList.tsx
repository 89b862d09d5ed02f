import { DataTable, List, SelectInput, SimpleList } from 'react-admin';
import { APPROVAL_STATUSES, type StaffApproval } from '@/common/api/approvals';
import { oneLine, personColumn, tableSx, useListLayout } from '../ui/listLayout';
import { ListPagination } from '../ui/ListPagination';
import { StatusField, statusName } from '../ui/StatusField';
import { WhenField } from '../ui/WhenField';
import { ApprovalActions } from './ApprovalActions';
import { describeApproval } from './describe';
import { APPROVAL_TEXT as T } from './texts';

type ApprovalRecord = StaffApproval & { id: string };

/** The list's filter, made when it renders so that its words are in the reader's language. */
const approvalFilters = () => [
  <SelectInput
    key="status"
    source="status"
    label={T.status}
    choices={APPROVAL_STATUSES.map((id) => ({ id, name: statusName(id) }))}
    emptyText={T.all}
    alwaysOn
  />,
];

const Col = DataTable.Col<ApprovalRecord>;
const person = (p: { name: string | null } | null) => p?.name ?? '';

/**
 * Approvals: money one admin could create and then send out (a credit at the two-person
 * threshold, a raised daily withdrawal limit) waiting for a second admin. The requester and
 * everyone else see the same list; pending first by default, newest first.
 */
export const ApprovalList = () => {
  const layout = useListLayout();
  return (
    <List
      pagination={<ListPagination />}
      title={T.title}
      filters={approvalFilters()}
      filterDefaultValues={{ status: 'pending' }}
      perPage={25}
      exporter={false}
    >
      {layout === 'phone' ? (
        <SimpleList<ApprovalRecord>
          primaryText={(r) => describeApproval(r)}
          secondaryText={(r) => T.askedBySummary(r.user.name ?? r.user.email ?? '', person(r.requested_by))}
          tertiaryText={(r) => statusName(r.status)}
        />
      ) : (
        <DataTable sx={tableSx} rowClick={false} bulkActionButtons={false}>
          <Col source="createdAt" label={T.asked}>
            <WhenField source="createdAt" />
          </Col>
          <Col label={T.change} disableSort render={(r) => describeApproval(r)} />
          <Col label={T.user} disableSort sx={personColumn} render={(r) => r.user.name ?? r.user.email ?? r.user.id} />
          <Col label={T.reason} disableSort render={(r) => r.reason ?? ''} />
          {/* beside the menu at 1024 px the people who asked and decided give their room to the change and the reason */}
          {layout === 'full' && <Col label={T.askedBy} disableSort render={(r) => person(r.requested_by)} />}
          <Col source="status" label={T.status}>
            <StatusField />
          </Col>
          {layout === 'full' && <Col label={T.decidedBy} disableSort render={(r) => person(r.decided_by)} />}
          <Col label={T.actions} disableSort align="right" sx={oneLine}>
            <ApprovalActions />
          </Col>
        </DataTable>
      )}
    </List>
  );
};
