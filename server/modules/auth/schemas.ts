import { z } from 'zod';

export const loginResponseSchema = z
  .object({ _id: z.string(), accessToken: z.string(), isAdmin: z.boolean() })
  .describe('LoginResponse');
