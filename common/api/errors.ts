import { z } from 'zod';

/** The error shape every route may answer; server/plugins/errors.ts sends it. */
export const errorResponseSchema = z
  .object({
    statusCode: z.number(),
    error: z.string(),
    message: z.string(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .describe('Error');
export type ErrorBody = z.infer<typeof errorResponseSchema>;
export type FieldError = NonNullable<ErrorBody['errors']>[number];
