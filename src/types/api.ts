import type { Role } from '../../common/roles';

/** POST /api/user/login, 200 */
export interface LoginResponse {
  _id: string;
  accessToken: string;
  isAdmin: boolean;
}

/** GET /api/profile/me and /api/profile/{id} */
export interface Profile {
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

export interface ApiFieldError {
  field: string;
  message: string;
}

/** Every error the API answers with (DESIGN.md section 4). */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  errors?: ApiFieldError[];
}
