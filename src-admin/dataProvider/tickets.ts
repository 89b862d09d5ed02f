import type { Identifier, RaRecord } from 'react-admin';
import type { Download } from './download';
import type { ApiEndpoint, Json } from './httpClient';
import { withId } from './list';
import { pick, type ResourceApi } from './resourceApi';

/** Tickets: the queue (GET /tickets), one thread (GET /tickets/{id}), status and assignee (PUT). */
export const ticketsApi: ResourceApi = {
  list: 'tickets',
  one: 'tickets',
  update: 'tickets',
  idFilter: true,
  // only what changed: a status change never re-sends the assignee, and the other way round
  updatePayload: pick(['status', 'assignee']),
};

/** POST /tickets/{id}/messages: a staff reply (JSON, or multipart with a file); answers the thread. */
export type ReplyToTicket = (id: Identifier, body: string, attachment?: File | null) => Promise<{ data: RaRecord }>;

export const replyToTicket =
  ({ client, url }: ApiEndpoint): ReplyToTicket =>
  async (id, body, attachment) => {
    let payload: string | FormData = JSON.stringify({ body });
    if (attachment) {
      payload = new FormData();
      payload.append('body', body);
      payload.append('attachment', attachment, attachment.name);
    }
    // fetchJson sets the JSON content type for a string body and leaves FormData its own
    const { json } = await client(`${url('tickets', id)}/messages`, { method: 'POST', body: payload });
    return { data: withId(json as Json) };
  };

/** A message's attachment as a Blob, read with the staff member's token (`url` is the API's attachment.url). */
export type GetTicketAttachment = (url: string) => Promise<Blob>;

export const getTicketAttachment =
  (download: Download): GetTicketAttachment =>
  async (attachmentUrl) =>
    // attachment.url is /api/tickets/...; the endpoint knows where the API is
    (await download(attachmentUrl.replace(/^\/api\//, ''))).blob;
