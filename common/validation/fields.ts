import { z } from 'zod';
import { defineTexts } from '../i18n/translate';
import { MSG } from '../messages';
import { ROLES } from '../roles';

// One definition of each field rule, shared by every form and route. The rules are built once,
// so each message is passed as a function: written in the language of each parse.

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 512;
export const NAME_MIN = 3;
export const NAME_MAX = 100;
export const PHONE_MIN = 9;
export const PHONE_MAX = 32;

const FIELD_MSG = defineTexts('field', {
  roleInvalid: (roles: string) => ({ roles }),
});

export const emailField = z
  .string({ error: () => MSG.emailInvalid })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: () => MSG.emailInvalid }).max(254, { error: () => MSG.emailInvalid }));

export const passwordField = z
  .string({ error: () => MSG.passwordRequired })
  .min(PASSWORD_MIN, { error: () => MSG.passwordMin })
  .max(PASSWORD_MAX, { error: () => MSG.passwordMax });

export const nameField = z
  .string({ error: () => MSG.nameMin })
  .trim()
  .min(NAME_MIN, { error: () => MSG.nameMin })
  .max(NAME_MAX, { error: () => MSG.nameMax });

export const phoneField = z
  .string({ error: () => MSG.phoneMin })
  .trim()
  .min(PHONE_MIN, { error: () => MSG.phoneMin })
  .max(PHONE_MAX, { error: () => MSG.phoneMax })
  .regex(/^[+\d][\d\s()+-]*$/, { error: () => MSG.phoneInvalid });

export const roleField = z.enum(ROLES, { error: () => FIELD_MSG.roleInvalid(ROLES.join(', ')) });

export const progressField = z
  .number({ error: () => MSG.progressRange })
  .int({ error: () => MSG.progressRange })
  .min(0, { error: () => MSG.progressRange })
  .max(100, { error: () => MSG.progressRange });
