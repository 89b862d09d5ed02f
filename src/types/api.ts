import type { z } from 'zod';
import type { loginResponseSchema } from '../../server/modules/auth/schemas';
import type { PublicUser } from '../../server/modules/profile/schemas';
import type { ErrorBody } from '../../server/plugins/errors';

/** POST /api/user/login, 200 */
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /api/profile/me and /api/profile/{id}: the server's own shape. */
export type Profile = PublicUser;

/** Every error the API answers with (DESIGN.md section 4). */
export type ApiErrorBody = ErrorBody;
export type ApiFieldError = NonNullable<ErrorBody['errors']>[number];
