import { BooleanField, DataTable, EditButton, List, SearchInput, SelectInput } from 'react-admin';
import { DeleteRecordButton } from '../ui/DeleteRecordButton';
import { MSG } from '../ui/messages';
import { USD } from '../ui/money';
import { CATEGORY_CHOICES } from './PlanForm';
import type { PlanRecord } from './types';

const planFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name or description" />,
  <SelectInput key="category" source="category" label="Category" choices={CATEGORY_CHOICES} emptyText="All" alwaysOn />,
];

const Col = DataTable.Col<PlanRecord>;
const NumberCol = DataTable.NumberCol<PlanRecord>;

export const PlanList = () => (
  <List title="Plans" sort={{ field: 'min', order: 'ASC' }} filters={planFilters} perPage={25}>
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <Col source="name" />
      <Col source="category" render={(r) => CATEGORY_CHOICES.find((c) => c.id === r.category)?.name ?? r.category} />
      <NumberCol source="min" label="Minimum" options={USD} />
      <NumberCol source="max" label="Maximum" options={USD} />
      <NumberCol source="roi" label="Daily return" render={(r) => `${r.roi}%`} />
      <NumberCol source="duration" label="Days" />
      <Col source="status" label="Deposit Return">
        <BooleanField source="status" TrueIcon={null} FalseIcon={null} valueLabelTrue="Yes" valueLabelFalse="No" />
      </Col>
      <Col label="Actions" disableSort align="right">
        <EditButton />
        <DeleteRecordButton
          title="Delete this plan?"
          content={(r) => `${String(r.name)} will no longer be offered. Investments already made in it keep their terms.`}
          successMessage={MSG.planDeleted}
          redirectTo={false}
        />
      </Col>
    </DataTable>
  </List>
);
