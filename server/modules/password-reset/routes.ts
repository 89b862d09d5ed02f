import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';

// placeholder: being written
const routes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async () => {};
export default routes;
