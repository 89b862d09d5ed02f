import { z } from 'zod';
import { ROLES } from '../../../common/roles';

/** A user as the API shows it: never a password or its hash. */
export const publicUserSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    country: z.string(),
    phone_no: z.string(),
    acct_bal: z.number().describe('balance in US dollars'),
    acct_bonus: z.number().describe('profit in US dollars'),
    progress_bar: z.number(),
    kyc_status: z.boolean(),
    status: z.boolean(),
    isAdmin: z.boolean(),
    role: z.enum(ROLES),
    createdAt: z.string(),
  })
  .describe('User');
export type PublicUser = z.infer<typeof publicUserSchema>;

/** A self-edit that changed the password answers with a fresh token: the old ones are revoked. */
export const updatedUserSchema = publicUserSchema.extend({ accessToken: z.string().optional() });

export const userListFilterSchema = z.strictObject({
  q: z.string().max(200).optional(),
  id: z.array(z.uuid()).max(500).optional(),
  role: z.enum(ROLES).optional(),
  status: z.boolean().optional(),
  kyc_status: z.boolean().optional(),
  createdAt_gte: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  createdAt_lte: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});
export type UserListFilter = z.infer<typeof userListFilterSchema>;

export const USER_SORTABLE = ['id', '_id', 'name', 'email', 'country', 'role', 'acct_bal', 'acct_bonus', 'createdAt', 'status', 'kyc_status'] as const;
