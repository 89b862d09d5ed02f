import { HttpError, type Identifier, type RaRecord } from 'react-admin';
import { MSG } from '@/common/messages';
import { getSession } from '@/src/lib/auth/session';
import type { ApiEndpoint, Json } from './http-client';
import { withId } from './list';
import { pick, type ResourceApi } from './resource-api';

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

// a plain fetch, not fetchJson: the answer is a file, not JSON
export const getTicketAttachment =
  ({ url: apiUrl }: ApiEndpoint): GetTicketAttachment =>
  async (attachmentUrl) => {
    const session = getSession();
    // attachment.url is /api/tickets/...; the endpoint knows where the API is
    const target = apiUrl(attachmentUrl.replace(/^\/api\//, ''));
    let response: Response;
    try {
      response = await fetch(target, { headers: session ? { Authorization: `Bearer ${session.token}` } : {} });
    } catch {
      throw new HttpError(MSG.networkError, 0, null);
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as Json | null;
      throw new HttpError(typeof body?.message === 'string' ? body.message : response.statusText, response.status, body);
    }
    return response.blob();
  };
