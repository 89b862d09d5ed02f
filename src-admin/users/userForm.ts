import { z } from 'zod';
import { profileUpdateSchema } from '@/common/api/profile';
import { COUNTRY_OPTIONS } from '@/common/countries';
import { MSG } from '@/common/messages';
import { countryNameField } from '@/common/validation/country-fields';
import { emailField, nameField, passwordField, phoneField, progressField, roleField } from '@/common/validation/fields';
import { requiredOr } from '@/common/validation/plan';
import { USER_TEXT } from './texts';

/**
 * The admin's user form, from the shared field rules:
 * every field required but the password, which blank keeps. Balance and
 * profit are not in it: they change through Credit or debit (POST /profile/{id}/adjust), a
 * change with its reason on the ledger that cannot overwrite another admin's.
 */
export const userFormSchema = z.object({
  name: nameField,
  email: emailField,
  phone_no: phoneField,
  country: z.string({ error: () => MSG.countryRequired }).pipe(countryNameField),
  password: z.union([z.literal(''), passwordField]).nullish(),
  progress_bar: z
    .number({
      error: requiredOr(
        () => USER_TEXT.progressField,
        () => MSG.progressRange,
      ),
    })
    .pipe(progressField),
  role: roleField,
  kyc_status: z.boolean(),
  status: z.boolean(),
  /** the user's own daily withdrawal limit in whole dollars; empty (null): the platform's default */
  daily_withdrawal_limit: profileUpdateSchema.shape.daily_withdrawal_limit,
});

export const COUNTRY_CHOICES = COUNTRY_OPTIONS.map((c) => ({ id: c.label, name: c.label }));
