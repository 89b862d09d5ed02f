import type { PublicUser } from '@/common/api/profile';
import type { AdminRecord } from '../dataProvider/record';

/** A user as the API sends it (DESIGN.md section 4: never a password). */
export type UserRecord = AdminRecord<PublicUser>;

export const ROLE_CHOICES = [
  { id: 'investor', name: 'Investor' },
  { id: 'support', name: 'Support (read-only)' },
  { id: 'admin', name: 'Admin' },
];
