import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Notifier } from '../notifications/notifier';
import { z } from 'zod';
import { idParamsSchema, listQuerySchema } from '@/common/api/list';
import {
  createTicketSchema,
  TICKET_SORTABLE,
  ticketDetailSchema,
  ticketListFilterSchema,
  ticketMessageParamsSchema,
  ticketReplySchema,
  ticketSchema,
  updateTicketSchema,
} from '@/common/api/tickets';
import {
  checkTicketAttachment,
  TICKET_ATTACHMENT_BYTES_PER_DAY_LABEL,
  TICKET_ATTACHMENTS_PER_DAY,
  TICKET_EXTENSIONS,
  TICKET_FILE_NAME_MAX,
  TICKET_MAX_FILE_BYTES,
  TICKET_MAX_FILE_LABEL,
  TICKET_MESSAGE_MAX,
  TICKET_MIME_TYPES,
  TICKET_MSG,
} from '@/common/validation/tickets';
import type { Db } from '@/server/db/client';
import type { Clock } from '@/server/lib/clock';
import { errorResponses } from '@/server/lib/error-responses';
import { badRequest } from '@/server/lib/errors';
import { sendList } from '@/server/lib/list-route';
import { attachmentDisposition, cleanFileName, readMultipart, type MultipartLimits } from '@/server/lib/multipart';
import { toPublicTicket, toPublicTicketDetail } from './presenter';
import type { NewAttachment } from './repository';
import * as service from './service';

const bearer = [{ bearerAuth: [] }];

const ATTACHMENT_FIELD = 'attachment';

/** Per request: one attachment of 5 MB and the form's text fields (a message of 5000 characters in UTF-8). */
const limitsFor = (textFields: readonly string[]): MultipartLimits => ({
  fileSize: TICKET_MAX_FILE_BYTES,
  files: 1,
  fields: textFields.length + 4,
  parts: textFields.length + 1 + 4,
  fieldNameSize: 64,
  fieldSize: TICKET_MESSAGE_MAX * 4 + 64,
  headerPairs: 100,
});

const CREATE_FIELDS = Object.keys(createTicketSchema.shape);
const REPLY_FIELDS = Object.keys(ticketReplySchema.shape);

/** The attachment read from a multipart request, for the handler after validation. */
const attachments = new WeakMap<FastifyRequest, NewAttachment>();

/**
 * preValidation for the routes that take JSON or multipart: a multipart form's text fields
 * become the body (so the route's one zod schema checks both encodings) and its file, checked
 * by content, waits for the handler. Problems with single parts are one 400.
 */
const readForm = (textFields: readonly string[]) => async (request: FastifyRequest) => {
  if (!request.isMultipart()) return;
  const upload = await readMultipart(request, {
    fileFields: [ATTACHMENT_FIELD],
    textFields,
    limits: limitsFor(textFields),
    checkFile: (bytes) => checkTicketAttachment(bytes),
    messages: TICKET_MSG,
  });
  if (upload.errors.length) throw badRequest(upload.errors[0].message, upload.errors);
  request.body = upload.fields;
  const file = upload.files[ATTACHMENT_FIELD];
  if (file) {
    const fallback = `attachment.${TICKET_EXTENSIONS[file.mime]}`;
    attachments.set(request, { bytes: file.bytes, mime: file.mime, name: cleanFileName(file.filename, fallback, TICKET_FILE_NAME_MAX) });
  }
};

const formDescription = (fields: string) =>
  `JSON, or multipart/form-data with the same fields (${fields}) and an optional \`${ATTACHMENT_FIELD}\` file: ` +
  `JPEG, PNG or PDF (recognised by content), at most ${TICKET_MAX_FILE_LABEL}. Investors attach only with a verified ` +
  `e-mail address (403), at most ${TICKET_ATTACHMENTS_PER_DAY} files and ${TICKET_ATTACHMENT_BYTES_PER_DAY_LABEL} over any 24 hours (429).`;

/**
 * Support tickets: investors open tickets and follow their threads; staff
 * (support and admin alike: this is their queue) answer, assign and close them.
 */
const ticketRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; notifier: Notifier }> = async (app, { db, clock, notifier }) => {
  /** authenticate, then 403 for someone else's ticket before the body is read or validated */
  const reachTicket = async (request: FastifyRequest) => {
    await app.authenticate(request);
    const id = (request.params as { id?: unknown }).id;
    if (typeof id === 'string' && idParamsSchema.safeParse({ id }).success) await service.assertMayReach(db, request.account, id);
  };

  await app.register(multipart, { limits: limitsFor(CREATE_FIELDS), throwFileSizeLimit: true });

  app.post(
    '/tickets',
    {
      // before the body is read: nobody uploads 5 MB only to hear 401 (or, staff, 403)
      onRequest: app.requireInvestor,
      preValidation: readForm(CREATE_FIELDS),
      schema: {
        tags: ['tickets'],
        summary: 'Open a support ticket (investors): subject, category, first message, optional attachment',
        description: formDescription('subject, category, message'),
        consumes: ['application/json', 'multipart/form-data'],
        security: bearer,
        body: createTicketSchema,
        response: { 201: ticketDetailSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { ticket, messages } = await service.openTicket(db, request.account, request.body, attachments.get(request));
      return reply.code(201).send(toPublicTicketDetail(ticket, messages, false));
    },
  );

  app.get(
    '/tickets',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['tickets'],
        summary: "Tickets, latest activity first: an investor's own, every ticket for staff (sort/range/filter, Content-Range)",
        description: "filter: { status, category, assignee (a staff user's id, 'none' or 'me'), user (staff only), q, id }",
        security: bearer,
        querystring: listQuerySchema,
        response: { 200: z.array(ticketSchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request, reply) =>
      sendList(reply, {
        resource: 'tickets',
        query: request.query,
        sortable: TICKET_SORTABLE,
        filter: ticketListFilterSchema,
        fetch: (query) => service.listFor(db, request.account, query),
        present: (t) => toPublicTicket(t, service.isStaff(request.account)),
      }),
  );

  app.get(
    '/tickets/:id',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['tickets'],
        summary: 'One ticket with its thread (oldest message first): your own, or any for staff',
        security: bearer,
        params: idParamsSchema,
        response: { 200: ticketDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { ticket, messages } = await service.readTicket(db, request.account, request.params.id);
      return toPublicTicketDetail(ticket, messages, service.isStaff(request.account));
    },
  );

  app.post(
    '/tickets/:id/messages',
    {
      onRequest: reachTicket,
      preValidation: readForm(REPLY_FIELDS),
      schema: {
        tags: ['tickets'],
        summary:
          "Reply in a ticket's thread (the owner or staff). A staff reply marks it answered and notifies the owner; " +
          "the owner's reply opens it again. A closed ticket is reopened first (409).",
        description: formDescription('body'),
        consumes: ['application/json', 'multipart/form-data'],
        security: bearer,
        params: idParamsSchema,
        body: ticketReplySchema,
        response: { 201: ticketDetailSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { ticket, messages } = await service.replyToTicket(
        db,
        notifier,
        request.account,
        request.params.id,
        request.body.body,
        attachments.get(request),
      );
      return reply.code(201).send(toPublicTicketDetail(ticket, messages, service.isStaff(request.account)));
    },
  );

  app.put(
    '/tickets/:id',
    {
      preValidation: reachTicket,
      schema: {
        tags: ['tickets'],
        summary: 'Status and assignee (staff, audited); the owner may only close and reopen',
        security: bearer,
        params: idParamsSchema,
        body: updateTicketSchema,
        response: { 200: ticketSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      toPublicTicket(
        await service.changeTicket(db, clock, request.account, request.params.id, request.body),
        service.isStaff(request.account),
      ),
  );

  app.get(
    '/tickets/:id/messages/:messageId/attachment',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['tickets'],
        summary:
          "A message's attachment, as a download with the type read from its content and a file name whose extension " +
          'follows that type (the owner or staff); the name it was sent with is not used',
        security: bearer,
        params: ticketMessageParamsSchema,
        produces: [...TICKET_MIME_TYPES],
        // a Buffer is sent as it is: fastify never serialises it
        response: { 200: z.unknown().describe('the file bytes'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const file = await service.readTicketAttachment(db, request.account, request.params.id, request.params.messageId);
      return reply
        .header('content-type', file.mime)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.bytes));
    },
  );
};

export default ticketRoutes;
