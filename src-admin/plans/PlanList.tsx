import { DataTable, EditButton, List, SelectInput, SimpleList } from 'react-admin';
import { BooleanChip } from '../ui/BooleanChip';
import { DeleteRecordButton } from '../ui/DeleteRecordButton';
import { PercentField, formatPercent } from '../ui/PercentField';
import { MSG } from '../ui/messages';
import { oneLine, tableSx, useListLayout, wrapAnywhere } from '../ui/listLayout';
import { USD } from '../ui/money';
import { formatUsdFromDollars } from '@/common/money';
import { searchInput } from '../ui/SearchInput';
import { CATEGORY_CHOICES } from './PlanForm';
import type { PlanRecord } from './types';
import { planExporter } from './exporter';

const planFilters = [
  searchInput('Search plans', 'Name or description'),
  <SelectInput key="category" source="category" label="Category" choices={CATEGORY_CHOICES} emptyText="All" alwaysOn />,
];

const Col = DataTable.Col<PlanRecord>;
const NumberCol = DataTable.NumberCol<PlanRecord>;

const categoryName = (r: PlanRecord) => CATEGORY_CHOICES.find((c) => c.id === r.category)?.name ?? r.category;

/** Plans: a simple list on a phone; the table drops the category and deposit return up to 1280 px. */
export const PlanList = () => {
  const layout = useListLayout();
  const full = layout === 'full';
  return (
    <List title="Plans" exporter={planExporter} sort={{ field: 'min', order: 'ASC' }} filters={planFilters} perPage={25}>
      {layout === 'phone' ? (
        <SimpleList<PlanRecord>
          primaryText={(r) => r.name}
          secondaryText={(r) =>
            `${formatUsdFromDollars(r.min)} to ${formatUsdFromDollars(r.max)} · ${formatPercent(r.roi)} a day for ${r.duration} days`
          }
          tertiaryText={categoryName}
          rowClick="edit"
        />
      ) : (
        <DataTable sx={tableSx} rowClick="edit" bulkActionButtons={false}>
          <Col source="name" sx={wrapAnywhere} />
          {full && <Col source="category" render={categoryName} />}
          <NumberCol source="min" label="Minimum" options={USD} sx={oneLine} />
          <NumberCol source="max" label="Maximum" options={USD} sx={oneLine} />
          <Col source="roi" label="Daily return" align="right" sx={oneLine}>
            <PercentField source="roi" />
          </Col>
          <NumberCol source="duration" label="Days" />
          {full && (
            <Col source="status" label="Deposit Return">
              <BooleanChip source="status" />
            </Col>
          )}
          <Col label="Actions" disableSort align="right" sx={oneLine}>
            <EditButton />
            <DeleteRecordButton
              title="Delete this plan?"
              content={(r) => `${String(r.name)} will no longer be offered. Investments already made in it keep their terms.`}
              successMessage={MSG.planDeleted}
              redirectTo={false}
            />
          </Col>
        </DataTable>
      )}
    </List>
  );
};
