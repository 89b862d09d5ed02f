import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { walletCreateSchema, walletUpdateSchema } from '@/common/api/wallets';
import type { Db } from '@/server/db/client';
import { sendList } from '@/server/lib/list-route';
import { errorResponses } from '@/server/lib/error-responses';
import { idParamsSchema, listQuerySchema } from '@/common/api/list';
import { toPublicWallet } from './presenter';
import { listWallets } from './repository';
import { WALLET_SORTABLE, walletListFilterSchema, walletLookupParamsSchema, walletSchema } from '@/common/api/wallets';
import * as service from './service';

const bearer = [{ bearerAuth: [] }];

const walletRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/address/all',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['wallets'],
        summary: 'Deposit wallets (whole array, or a page with sort/range/filter and Content-Range)',
        security: bearer,
        querystring: listQuerySchema,
        response: { 200: z.array(walletSchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request, reply) =>
      sendList(reply, {
        resource: 'address',
        query: request.query,
        sortable: WALLET_SORTABLE,
        filter: walletListFilterSchema,
        fetch: (query) => listWallets(db, query),
        present: toPublicWallet,
      }),
  );

  app.get(
    '/address/:id',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['wallets'],
        summary:
          "A coin symbol (btc, eth, usdt): that coin's active wallets, oldest first (the deposit screen uses the first). " +
          'A wallet _id: that wallet (admins only).',
        security: bearer,
        params: walletLookupParamsSchema,
        response: { 200: z.union([z.array(walletSchema), walletSchema]), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const found = await service.lookupWallets(db, request.account, request.params.id);
      return Array.isArray(found) ? found.map(toPublicWallet) : toPublicWallet(found);
    },
  );

  app.post(
    '/address/save',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['wallets'],
        summary: 'Create a deposit wallet',
        security: bearer,
        body: walletCreateSchema,
        response: { 201: walletSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const wallet = await service.createWallet(db, request.account, request.body);
      return reply.code(201).send(toPublicWallet(wallet));
    },
  );

  app.put(
    '/address/:id',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['wallets'],
        summary: 'Edit a deposit wallet (any subset of its fields)',
        security: bearer,
        params: idParamsSchema,
        body: walletUpdateSchema,
        response: { 200: walletSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => toPublicWallet(await service.updateWallet(db, request.account, request.params.id, request.body)),
  );

  app.delete(
    '/address/:id',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['wallets'],
        summary: 'Delete a deposit wallet: hidden from lists and the deposit screen; answers the deleted wallet',
        security: bearer,
        params: idParamsSchema,
        response: { 200: walletSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => toPublicWallet(await service.deleteWallet(db, request.account, request.params.id)),
  );
};

export default walletRoutes;
