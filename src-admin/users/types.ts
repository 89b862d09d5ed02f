import type { PublicUser } from '@/common/api/profile';
import type { AdminRecord } from '../dataProvider/record';

/** A user as the API sends it (never a password). */
export type UserRecord = AdminRecord<PublicUser>;

/** What each role is called, and for staff what it does (support staff approve payouts and answer tickets; they read the rest). */
export const ROLE_CHOICES = [
  { id: 'investor', name: 'Investor' },
  { id: 'support', name: 'Support (approves payouts, answers tickets)' },
  { id: 'admin', name: 'Admin' },
];
