import type { PublicUser } from '../../server/modules/profile/schemas';

/** A user as the API sends it (DESIGN.md section 4: never a password). */
export type UserRecord = PublicUser & { id: string };

export const ROLE_CHOICES = [
  { id: 'investor', name: 'Investor' },
  { id: 'support', name: 'Support (read-only)' },
  { id: 'admin', name: 'Admin' },
];
