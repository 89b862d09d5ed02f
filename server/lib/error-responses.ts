import { errorResponseSchema } from '@/common/api/errors';

/** Error responses to document on a route, by status. */
export const errorResponses = (...codes: number[]) =>
  Object.fromEntries(codes.map((c) => [c, errorResponseSchema])) as Record<number, typeof errorResponseSchema>;
