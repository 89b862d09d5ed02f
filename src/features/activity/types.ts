/** GET /api/transaction/{logged_id} and /transaction/invest/active/{logged_id}, one record. */
export interface Transaction {
  _id: string;
  userid: string;
  /** deposit, withdraw, or the plan's name for an investment (SPEC.md section 3) */
  trnx_type: string;
  type: 'deposit' | 'withdraw' | 'investment';
  amount: number;
  status: string;
  payment_method: string;
  payment_address: string;
  createdAt: string;
  updatedAt: string;
  // investments only
  plan_id?: string | null;
  roi?: number | null;
  duration?: number | null;
  deposit_return?: boolean | null;
  /** YYYY-MM-DD */
  start_date?: string | null;
  /** YYYY-MM-DD */
  end_date?: string | null;
  /** days of profit paid so far */
  accrued_days?: number;
  /** profit paid so far, dollars */
  profit?: number;
}
