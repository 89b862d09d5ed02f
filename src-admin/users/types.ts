import type { PublicUser } from '@/common/api/profile';
import { ROLES } from '@/common/roles';
import type { AdminRecord } from '../dataProvider/record';
import { USER_TEXT } from './texts';

/** A user as the API sends it (never a password). */
export type UserRecord = AdminRecord<PublicUser>;

/**
 * What each role is called, and for staff what it does (support staff approve payouts and answer
 * tickets; they read the rest): the choices of the role select, made when it renders.
 */
export const roleChoices = () => ROLES.map((id) => ({ id, name: USER_TEXT.roleChoice(id) }));
