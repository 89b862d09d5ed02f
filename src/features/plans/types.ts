import type { PlanCategory } from '../../../common/validation/plan';

/** GET /api/plans/all, one plan (DESIGN.md section 4: money in dollars, roi a daily percent). */
export interface Plan {
  _id: string;
  name: string;
  description: string;
  category: PlanCategory;
  min: number;
  max: number;
  /** daily interest, percent */
  roi: number;
  /** days */
  duration: number;
  /** 'Deposit Return': the principal comes back at maturity */
  status: boolean;
  createdAt: string;
}
