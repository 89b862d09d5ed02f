import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  batchCreateSchema,
  batchParamsSchema,
  batchSignedSchema,
  payoutBatchListSchema,
  payoutBatchSchema,
} from '@/common/api/payout-batches';
import { errorResponses } from '@/server/lib/error-responses';
import { batchPsbtFile, broadcastSigned, buildBatch, cancelBatch, getBatch, listBatches, type BatchDeps } from './batches';

const bearer = [{ bearerAuth: [] }];

/** Bitcoin payout batches: build a PSBT of approved withdrawals, download it, upload it signed, cancel it. */
const batchRoutes: FastifyPluginAsyncZod<BatchDeps> = async (app, deps) => {
  const staff = app.requireRole('support', 'admin');
  const admin = app.requireRole('admin');

  app.get(
    '/payouts/batches',
    {
      preValidation: staff,
      schema: {
        tags: ['payouts'],
        summary: 'Bitcoin payout batches, newest first (the latest 100)',
        security: bearer,
        response: { 200: payoutBatchListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => listBatches(deps.db),
  );

  app.post(
    '/payouts/batches',
    {
      preValidation: admin,
      schema: {
        tags: ['payouts'],
        summary:
          "Build one unsigned PSBT paying these approved bitcoin withdrawals from the operator's confirmed outputs at fee_rate " +
          'sat/vB, change to the next unused change address (admins). Sign it in your wallet; once the network shows it, ' +
          'the withdrawals it pays are marked paid',
        security: bearer,
        body: batchCreateSchema,
        response: { 201: payoutBatchSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request, reply) => reply.code(201).send(await buildBatch(deps, request.account, request.body)),
  );

  app.get(
    '/payouts/batches/:id',
    {
      preValidation: staff,
      schema: {
        tags: ['payouts'],
        summary: 'One payout batch',
        security: bearer,
        params: batchParamsSchema,
        response: { 200: payoutBatchSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getBatch(deps.db, request.params.id),
  );

  app.get(
    '/payouts/batches/:id/psbt',
    {
      preValidation: admin,
      schema: {
        tags: ['payouts'],
        summary: "The batch's unsigned PSBT as a .psbt file for the operator's wallet (admins)",
        security: bearer,
        params: batchParamsSchema,
        response: { 200: z.unknown().describe('the .psbt file'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const file = await batchPsbtFile(deps.db, request.params.id);
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', `attachment; filename="payout-batch-${request.params.id.slice(0, 8)}.psbt"`)
        .send(file);
    },
  );

  app.post(
    '/payouts/batches/:id/signed',
    {
      preValidation: admin,
      schema: {
        tags: ['payouts'],
        summary:
          "Upload the batch's PSBT as your wallet signed it (base64): the server finalises and broadcasts it, and marks what it pays paid (admins)",
        security: bearer,
        params: batchParamsSchema,
        body: batchSignedSchema,
        response: { 200: payoutBatchSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => broadcastSigned(deps, request.account, request.params.id, request.body.psbt, request.log),
  );

  app.post(
    '/payouts/batches/:id/cancel',
    {
      preValidation: admin,
      schema: {
        tags: ['payouts'],
        summary: 'Cancel a batch nobody has broadcast: its outputs and withdrawals are free again (admins)',
        security: bearer,
        params: batchParamsSchema,
        response: { 200: payoutBatchSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => cancelBatch(deps, request.account, request.params.id),
  );
};

export default batchRoutes;
