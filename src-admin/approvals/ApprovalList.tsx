import { DataTable, List, SelectInput, SimpleList } from 'react-admin';
import { APPROVAL_STATUSES, type StaffApproval } from '@/common/api/approvals';
import { oneLine, personColumn, tableSx, useListLayout } from '../ui/listLayout';
import { ListPagination } from '../ui/ListPagination';
import { capitalize, StatusField } from '../ui/StatusField';
import { WhenField } from '../ui/WhenField';
import { ApprovalActions } from './ApprovalActions';
import { describeApproval } from './describe';

type ApprovalRecord = StaffApproval & { id: string };

const STATUS_CHOICES = APPROVAL_STATUSES.map((id) => ({ id, name: capitalize(id) }));
const filters = [<SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} emptyText="All" alwaysOn />];

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
      title="Approvals"
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      perPage={25}
      exporter={false}
    >
      {layout === 'phone' ? (
        <SimpleList<ApprovalRecord>
          primaryText={(r) => describeApproval(r)}
          secondaryText={(r) => `${r.user.name ?? r.user.email ?? ''} · asked by ${person(r.requested_by)}`}
          tertiaryText={(r) => capitalize(r.status)}
        />
      ) : (
        <DataTable sx={tableSx} rowClick={false} bulkActionButtons={false}>
          <Col source="createdAt" label="Asked">
            <WhenField source="createdAt" />
          </Col>
          <Col label="Change" disableSort render={(r) => describeApproval(r)} />
          <Col label="User" disableSort sx={personColumn} render={(r) => r.user.name ?? r.user.email ?? r.user.id} />
          <Col label="Reason" disableSort render={(r) => r.reason ?? ''} />
          <Col label="Asked by" disableSort render={(r) => person(r.requested_by)} />
          <Col source="status" label="Status">
            <StatusField />
          </Col>
          <Col label="Decided by" disableSort render={(r) => person(r.decided_by)} />
          <Col label="Actions" disableSort align="right" sx={oneLine}>
            <ApprovalActions />
          </Col>
        </DataTable>
      )}
    </List>
  );
};
