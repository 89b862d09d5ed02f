import type { PublicPlan } from '@/common/api/plans';
import type { AdminRecord } from '../dataProvider/record';

export type PlanRecord = AdminRecord<PublicPlan>;
