import { z } from 'zod';
import { MSG } from '../messages';
import { ROLES } from '../roles';

// One definition of each field rule, shared by every form and route.

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 512;
export const NAME_MIN = 3;
export const NAME_MAX = 100;
export const PHONE_MIN = 9;
export const PHONE_MAX = 32;

export const emailField = z
  .string({ error: MSG.emailInvalid })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: MSG.emailInvalid }).max(254, MSG.emailInvalid));

export const passwordField = z
  .string({ error: MSG.passwordRequired })
  .min(PASSWORD_MIN, MSG.passwordMin)
  .max(PASSWORD_MAX, MSG.passwordMax);

export const nameField = z.string({ error: MSG.nameMin }).trim().min(NAME_MIN, MSG.nameMin).max(NAME_MAX, MSG.nameMax);

export const phoneField = z
  .string({ error: MSG.phoneMin })
  .trim()
  .min(PHONE_MIN, MSG.phoneMin)
  .max(PHONE_MAX, MSG.phoneMax)
  .regex(/^[+\d][\d\s()+-]*$/, MSG.phoneInvalid);

export const roleField = z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}` });

export const progressField = z
  .number({ error: MSG.progressRange })
  .int(MSG.progressRange)
  .min(0, MSG.progressRange)
  .max(100, MSG.progressRange);
