import { DataTable, EditButton, List, SelectInput, SimpleList } from 'react-admin';
import { PLAN_CATEGORY_LABELS } from '@/common/validation/plan';
import { BooleanChip } from '../ui/BooleanChip';
import { DeleteRecordButton } from '../ui/DeleteRecordButton';
import { PercentField, formatPercent } from '../ui/PercentField';
import { MSG } from '../ui/messages';
import { oneLine, tableSx, useListLayout, wrapAnywhere } from '../ui/listLayout';
import { USD } from '../ui/money';
import { formatUsdFromDollars } from '@/common/money';
import { searchInput } from '../ui/SearchInput';
import { categoryChoices } from './PlanForm';
import { PLAN_TEXT as T } from './texts';
import type { PlanRecord } from './types';
import { planExporter } from './exporter';

/** Built at render: their names are read in the language of the moment. */
const planFilters = () => [
  searchInput(T.search, T.searchPlaceholder),
  <SelectInput key="category" source="category" label={T.category} choices={categoryChoices()} emptyText={T.all} alwaysOn />,
];

const Col = DataTable.Col<PlanRecord>;
const NumberCol = DataTable.NumberCol<PlanRecord>;

const categoryName = (r: PlanRecord) => (Object.hasOwn(PLAN_CATEGORY_LABELS, r.category) ? PLAN_CATEGORY_LABELS[r.category] : r.category);

/** Plans: a simple list on a phone; the table drops the category and deposit return up to 1280 px. */
export const PlanList = () => {
  const layout = useListLayout();
  const full = layout === 'full';
  return (
    <List title={T.listTitle} exporter={planExporter} sort={{ field: 'min', order: 'ASC' }} filters={planFilters()} perPage={25}>
      {layout === 'phone' ? (
        <SimpleList<PlanRecord>
          primaryText={(r) => r.name}
          secondaryText={(r) => T.summary(formatUsdFromDollars(r.min), formatUsdFromDollars(r.max), formatPercent(r.roi), r.duration)}
          tertiaryText={categoryName}
          rowClick="edit"
        />
      ) : (
        <DataTable sx={tableSx} rowClick="edit" bulkActionButtons={false}>
          <Col source="name" label={T.name} sx={wrapAnywhere} />
          {full && <Col source="category" label={T.category} render={categoryName} />}
          <NumberCol source="min" label={T.minimum} options={USD} sx={oneLine} />
          <NumberCol source="max" label={T.maximum} options={USD} sx={oneLine} />
          <Col source="roi" label={T.dailyReturn} align="right" sx={oneLine}>
            <PercentField source="roi" />
          </Col>
          <NumberCol source="duration" label={T.days} />
          {full && (
            <Col source="status" label={T.depositReturn}>
              <BooleanChip source="status" />
            </Col>
          )}
          <Col label={T.actions} disableSort align="right" sx={oneLine}>
            <EditButton />
            <DeleteRecordButton
              title={T.deleteTitle}
              content={(r) => T.deleteContent(String(r.name))}
              successMessage={MSG.planDeleted}
              redirectTo={false}
            />
          </Col>
        </DataTable>
      )}
    </List>
  );
};
