import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  inclusionProofSchema,
  reserveSnapshotListSchema,
  reserveSnapshotSchema,
  snapshotParamsSchema,
  treasuryAddressCreateSchema,
  treasuryAddressListSchema,
  treasuryAddressParamsSchema,
  treasuryAddressSchema,
} from '@/common/api/reserves';
import { RESERVES_MSG } from '@/common/reserves/messages';
import type { Db } from '@/server/db/client';
import type { Clock } from '@/server/lib/clock';
import { errorResponses } from '@/server/lib/error-responses';
import { notFound } from '@/server/lib/errors';
import { toPublicSnapshot } from './presenter';
import type { ChainDeposits } from '../chain/service';
import { API_MSG } from '@/server/i18n/api-messages';
import type { Notifier } from '../notifications/notifier';
import { inclusionProof, takeSnapshot, type ProvenReserves } from './service';
import { liveTreasuryAddresses, registerTreasuryAddress, removeTreasuryAddress, toPublicTreasuryAddress } from './treasury';
import { listSnapshots } from './repository';

const bearer = [{ bearerAuth: [] }];
const listQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: () => API_MSG.limitNumber })
    .int({ error: () => API_MSG.limitWhole })
    .min(1)
    .max(1000)
    .default(366),
});

/** Proof of reserves: published snapshots (public), taking one (admins), an investor's own proof. */
interface ReserveRouteOptions {
  db: Db;
  clock: Clock;
  proven: ProvenReserves;
  notifier: Notifier;
  chain: ChainDeposits;
}

const reserveRoutes: FastifyPluginAsyncZod<ReserveRouteOptions> = async (app, { db, clock, proven, notifier, chain }) => {
  app.get(
    '/reserves/snapshots',
    {
      schema: {
        tags: ['reserves'],
        summary: 'Proof-of-reserves snapshots, newest first: the root and total of what investors are owed beside the reserves (public)',
        querystring: listQuerySchema,
        response: { 200: reserveSnapshotListSchema, ...errorResponses(400) },
      },
    },
    async (request) => (await listSnapshots(db, request.query.limit)).map(toPublicSnapshot),
  );

  app.post(
    '/reserves/snapshots',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['reserves'],
        summary: 'Take a proof-of-reserves snapshot now (admins)',
        security: bearer,
        response: { 201: reserveSnapshotSchema, ...errorResponses(401, 403, 503) },
      },
    },
    async (request, reply) => {
      const taken = await takeSnapshot(db, { now: clock.now(), takenBy: request.account.id, proven, notifier });
      return reply.code(201).send(toPublicSnapshot(taken));
    },
  );

  app.get(
    '/reserves/snapshots/:id/proof',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['reserves'],
        summary: "The signed-in account's proof that its claim is in a snapshot: its leaf and the path to the root",
        security: bearer,
        params: snapshotParamsSchema,
        response: { 200: inclusionProofSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const proof = await inclusionProof(db, request.params.id, request.account.id);
      if (!proof) throw notFound(RESERVES_MSG.noProof);
      return proof;
    },
  );

  app.get(
    '/reserves/treasury-addresses',
    {
      schema: {
        tags: ['reserves'],
        summary: 'The treasury addresses whose balances count as reserves, each with the message and signature that prove control (public)',
        response: { 200: treasuryAddressListSchema },
      },
    },
    async () => (await liveTreasuryAddresses(db)).map(toPublicTreasuryAddress),
  );

  app.post(
    '/reserves/treasury-addresses',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['reserves'],
        summary: 'Add a treasury address, with a signature over the proof-of-reserves message by its key (admins)',
        security: bearer,
        body: treasuryAddressCreateSchema,
        response: { 201: treasuryAddressSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const row = await registerTreasuryAddress(db, chain, request.account.id, request.body, clock.now());
      return reply.code(201).send(toPublicTreasuryAddress(row));
    },
  );

  app.delete(
    '/reserves/treasury-addresses/:id',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['reserves'],
        summary: 'Stop counting a treasury address in new snapshots (admins)',
        security: bearer,
        params: treasuryAddressParamsSchema,
        response: { 204: z.null().describe('Removed'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeTreasuryAddress(db, request.account.id, request.params.id, clock.now());
      return reply.code(204).send(null);
    },
  );
};

export default reserveRoutes;
