import { messageSchema } from '../../lib/schemas';

/** 202 and 200 of the reset routes: one sentence for the person at the screen. */
export const resetMessageSchema = messageSchema.describe('Message');
