import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { KYC_EXTENSIONS, KYC_MAX_FILE_LABEL, type KycMimeType } from '@/common/validation/kyc';
import { kycReviewSchema } from '@/common/api/kyc';
import type { Config } from '@/server/config';
import type { Db } from '@/server/db/client';
import type { Notifier } from '../notifications/notifier';
import { sendList } from '@/server/lib/list-route';
import { errorResponses } from '@/server/lib/error-responses';
import { idParamsSchema, listQuerySchema } from '@/common/api/list';
import { KYC_MULTIPART_LIMITS, readKycUpload } from './multipart';
import { toPublicKyc } from './presenter';
import { listKyc } from './repository';
import { KYC_SORTABLE, kycDocumentParamsSchema, kycListFilterSchema, kycSubmissionSchema } from '@/common/api/kyc';
import * as service from './service';

const bearer = [{ bearerAuth: [] }];

/**
 * Identity verification (the KYC form uploads its documents here). Investors
 * submit and read their own; support reads everyone's; admins approve or reject.
 */
const kycRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config; notifier: Notifier }> = async (app, { db, notifier }) => {
  // multipart for this plugin only; the limits are set again per request in readKycUpload
  await app.register(multipart, { limits: KYC_MULTIPART_LIMITS, throwFileSizeLimit: true });

  app.post(
    '/kyc',
    {
      // before the body is read: nobody uploads 10 MB only to hear 401 (or, staff, 403)
      onRequest: app.requireInvestor,
      schema: {
        tags: ['kyc'],
        summary: `Submit identity documents (multipart/form-data): the text fields, front_img and, but for a passport, back_img (JPEG, PNG or PDF, ${KYC_MAX_FILE_LABEL} each)`,
        description:
          'Fields: first_name, last_name, phone_no, dob (YYYY-MM-DD), address_one, address_two (optional), city, state, ' +
          'nationality, address_country (ISO 3166-1 alpha-2, e.g. GB), zip_code, doc_type (passport | national_id | driving_license); ' +
          'files: front_img, and back_img for national_id and driving_license. A passport is its photo page only: a back_img ' +
          'sent with it is refused (400). ' +
          'Documents are recognised by their content, not their names. One pending submission at a time (409).',
        consumes: ['multipart/form-data'],
        security: bearer,
        // documents the form in the OpenAPI requestBody (so tools and the multipart fuzzer find
        // it); the form itself is read and checked part by part in readKycUpload
        body: z.unknown().describe('multipart/form-data: the fields and files listed above'),
        response: { 201: kycSubmissionSchema, ...errorResponses(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      await service.assertMaySubmit(db, request.account);
      const upload = await readKycUpload(request);
      const view = await service.submitKyc(db, request.account, upload);
      return reply.code(201).send(toPublicKyc(view));
    },
  );

  app.get(
    '/kyc/me',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['kyc'],
        summary: 'Your latest submission (without the documents), or null when there is none',
        security: bearer,
        response: { 200: kycSubmissionSchema.nullable(), ...errorResponses(401) },
      },
    },
    async (request) => {
      const latest = await service.myLatestKyc(db, request.account);
      return latest ? toPublicKyc(latest) : null;
    },
  );

  app.get(
    '/kyc/all',
    {
      preValidation: app.requireRole('support', 'admin'),
      schema: {
        tags: ['kyc'],
        summary: 'Submissions with user name and e-mail, newest first (whole array, or a page with sort/range/filter and Content-Range)',
        description: 'filter: { status, userid, q, id }',
        security: bearer,
        querystring: listQuerySchema,
        response: { 200: z.array(kycSubmissionSchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request, reply) =>
      sendList(reply, {
        resource: 'kyc',
        query: request.query,
        sortable: KYC_SORTABLE,
        filter: kycListFilterSchema,
        fetch: (query) => listKyc(db, query),
        present: toPublicKyc,
      }),
  );

  app.get(
    '/kyc/:id',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['kyc'],
        summary: "One submission: your own, or anyone's for back-office staff; the documents are at front_url and back_url",
        security: bearer,
        params: idParamsSchema,
        response: { 200: kycSubmissionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => toPublicKyc(await service.readKyc(db, request.account, request.params.id)),
  );

  app.get(
    '/kyc/:id/:side',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['kyc'],
        summary: 'One document of a submission (front or back), as stored, with its own content type',
        security: bearer,
        params: kycDocumentParamsSchema,
        produces: ['image/jpeg', 'image/png', 'application/pdf'],
        // a Buffer is sent as it is: fastify never serialises it
        response: { 200: z.unknown().describe('the document bytes'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id, side } = request.params;
      const doc = await service.readKycDocument(db, request.account, id, side);
      const mime = doc.mime as KycMimeType;
      return reply
        .header('content-type', mime)
        .header('content-disposition', `inline; filename="kyc-${id}-${side}.${KYC_EXTENSIONS[mime]}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(doc.bytes));
    },
  );

  app.put(
    '/kyc/:id',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['kyc'],
        summary: "Approve or reject a user's latest submission; sets the user's kyc_status and writes the audit log",
        security: bearer,
        params: idParamsSchema,
        body: kycReviewSchema,
        response: { 200: kycSubmissionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => toPublicKyc(await service.reviewKyc({ db, notifier }, request.account, request.params.id, request.body)),
  );
};

export default kycRoutes;
