import type { Role } from '../../common/roles';

/** A user as the API sends it (DESIGN.md section 4: never a password). */
export interface UserRecord {
  id: string;
  _id: string;
  name: string;
  email: string;
  country: string;
  phone_no: string;
  acct_bal: number;
  acct_bonus: number;
  progress_bar: number;
  kyc_status: boolean;
  status: boolean;
  isAdmin: boolean;
  role: Role;
  createdAt: string;
}

export const ROLE_CHOICES = [
  { id: 'investor', name: 'Investor' },
  { id: 'support', name: 'Support (read-only)' },
  { id: 'admin', name: 'Admin' },
];
