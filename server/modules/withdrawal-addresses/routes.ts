import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, listQuerySchema } from '@/common/api/list';
import {
  allowlistSchema,
  allowlistUpdateSchema,
  createWithdrawalAddressSchema,
  WITHDRAWAL_ADDRESS_SORTABLE,
  withdrawalAddressListFilterSchema,
  withdrawalAddressSchema,
} from '@/common/api/withdrawal-addresses';
import { errorResponses } from '@/server/lib/error-responses';
import { sendList } from '@/server/lib/list-route';
import { toPublicWithdrawalAddress } from './presenter';
import { listAddresses } from './repository';
import * as service from './service';
import type { AddressBookDeps } from './service';

const bearer = [{ bearerAuth: [] }];
const tags = ['withdrawal-addresses'];

/**
 * The investor's withdrawal address book and allow-list. Investors only
 * (staff hold no money here), and each sees and changes only their own.
 */
const withdrawalAddressRoutes: FastifyPluginAsyncZod<AddressBookDeps> = async (app, deps) => {
  app.get(
    '/withdrawal-addresses',
    {
      preValidation: app.requireInvestor,
      schema: {
        tags,
        summary: 'Your saved withdrawal addresses, newest first; a page with range/sort/filter ({ coin }) and Content-Range',
        security: bearer,
        querystring: listQuerySchema,
        response: { 200: z.array(withdrawalAddressSchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request, reply) =>
      sendList(reply, {
        resource: 'withdrawal-addresses',
        query: request.query,
        sortable: WITHDRAWAL_ADDRESS_SORTABLE,
        filter: withdrawalAddressListFilterSchema,
        fetch: (query) => listAddresses(deps.db, request.account.id, query),
        present: toPublicWithdrawalAddress,
      }),
  );

  app.post(
    '/withdrawal-addresses',
    {
      preValidation: app.requireInvestor,
      schema: {
        tags,
        summary: 'Save a withdrawal address (checked for its coin’s network); e-mailed to you, usable after NEW_ADDRESS_HOLD',
        description: 'With two-factor sign-in on, needs a current code (401 without). 409 for an address already saved or a full book.',
        security: bearer,
        body: createWithdrawalAddressSchema,
        response: { 201: withdrawalAddressSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const row = await service.addAddress(deps, request.account, request.body, (tx) => app.requireStepUp(request, request.body.code, tx));
      return reply.code(201).send(toPublicWithdrawalAddress(row));
    },
  );

  app.get(
    '/withdrawal-addresses/allowlist',
    {
      preValidation: app.requireInvestor,
      schema: {
        tags,
        summary: 'Whether your withdrawals go only to saved addresses',
        security: bearer,
        response: { 200: allowlistSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ enabled: request.account.withdrawalAllowlist }),
  );

  app.put(
    '/withdrawal-addresses/allowlist',
    {
      preValidation: app.requireInvestor,
      schema: {
        tags,
        summary: 'Turn the allow-list on or off',
        description:
          'On: nothing more is asked. Off: the password, or with two-factor sign-in on a current code (401 without); e-mailed to you.',
        security: bearer,
        body: allowlistUpdateSchema,
        response: { 200: allowlistSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => ({
      enabled: await service.setAllowlist(deps, request.account, request.body, {
        stepUp: (tx) => app.requireStepUp(request, request.body.code, tx),
        passwordMatches: (password) => app.passwordMatches(request, password),
      }),
    }),
  );

  app.delete(
    '/withdrawal-addresses/:id',
    {
      preValidation: app.requireInvestor,
      schema: {
        tags,
        summary: 'Delete one of your saved addresses',
        security: bearer,
        params: idParamsSchema,
        response: { 200: withdrawalAddressSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => toPublicWithdrawalAddress(await service.deleteAddress(deps, request.account, request.params.id)),
  );
};

export default withdrawalAddressRoutes;
