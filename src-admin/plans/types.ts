import type { PlanCategory } from '../../common/validation/plan';

export interface PlanRecord {
  id: string;
  _id: string;
  name: string;
  description: string;
  category: PlanCategory;
  min: number;
  max: number;
  /** daily return, percent */
  roi: number;
  /** days */
  duration: number;
  /** 'Deposit Return' */
  status: boolean;
  createdAt: string;
}
