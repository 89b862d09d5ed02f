import type { ErrorBody, FieldError } from '@/common/api/errors';
import type { PublicUser } from '@/common/api/profile';

export type { LoginResponse } from '@/common/api/auth';

/** GET /api/profile/me and /api/profile/{id}: the server's own shape. */
export type Profile = PublicUser;

/** Every error the API answers with (DESIGN.md section 4). */
export type ApiErrorBody = ErrorBody;
export type ApiFieldError = FieldError;
