import { z } from 'zod';
import { loginSchema } from '../api/auth';

/** The login screen's form uses the same field names as the payload. */
export const loginFormSchema = loginSchema;
export type LoginFormValues = z.input<typeof loginFormSchema>;
