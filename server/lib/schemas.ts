import { z } from 'zod';

/** The error shape every route may answer (DESIGN.md section 4). */
export const errorResponseSchema = z
  .object({
    statusCode: z.number(),
    error: z.string(),
    message: z.string(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .describe('Error');

/** Error responses to document on a route, by status. */
export const errorResponses = (...codes: number[]) =>
  Object.fromEntries(codes.map((c) => [c, errorResponseSchema])) as Record<number, typeof errorResponseSchema>;

export const idParamsSchema = z.object({ id: z.uuid({ error: 'Not a valid id' }) });

/** ra-data-simple-rest list parameters, each a JSON string; all optional. */
export const listQuerySchema = z.object({
  sort: z.string().optional(),
  range: z.string().optional(),
  filter: z.string().optional(),
});

export const messageSchema = z.object({ message: z.string() });
