import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { PlanCreate } from './PlanCreate';
import { PlanEdit } from './PlanEdit';
import { PlanList } from './PlanList';
import type { PlanRecord } from './types';

export default {
  list: PlanList,
  create: PlanCreate,
  edit: PlanEdit,
  icon: Inventory2Outlined,
  recordRepresentation: (record: PlanRecord) => record.name,
};
