// Shared steps of the ticket suites: JSON and multipart bodies (built with FormData +
// Response, what a browser sends) and the calls.
import { expect } from 'vitest';
import type { PublicTicketDetail } from '@/common/api/tickets';
import { bearer, type TestApp } from '@/tests/helpers/test-app';

export { FAKE_PNG, JPEG, PDF, PNG } from '../kyc/kyc-helpers';

export const TICKET = { subject: 'Where is my deposit?', category: 'deposit', message: 'I sent 0.01 BTC yesterday.' } as const;

export interface Upload {
  bytes: Buffer;
  filename: string;
  type: string;
  field?: string;
}

/** A multipart/form-data body and its content type, exactly as fetch would encode the form. */
export async function multipart(fields: Record<string, string>, files: Upload[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const f of files) form.append(f.field ?? 'attachment', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.filename);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') ?? '' };
}

export function call(app: TestApp, token: string | undefined, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

/** POST a form (multipart) to `url`. */
export async function postForm(app: TestApp, token: string | undefined, url: string, fields: Record<string, string>, files: Upload[] = []) {
  const { payload, contentType } = await multipart(fields, files);
  return app.inject({ method: 'POST', url, headers: { 'content-type': contentType, ...(token ? bearer(token) : {}) }, payload });
}

/** Opens a ticket as JSON and returns it. */
export async function openTicket(app: TestApp, token: string, body: object = TICKET): Promise<PublicTicketDetail> {
  const res = await call(app, token, 'POST', '/api/tickets', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export const reply = (app: TestApp, token: string | undefined, id: string, body: string) =>
  call(app, token, 'POST', `/api/tickets/${id}/messages`, { body });

export const update = (app: TestApp, token: string | undefined, id: string, payload: object) =>
  call(app, token, 'PUT', `/api/tickets/${id}`, payload);

/** GET a list with ra-data-simple-rest parameters. */
export function list(app: TestApp, token: string, params: { filter?: object; sort?: [string, string]; range?: [number, number] } = {}) {
  const q = new URLSearchParams();
  if (params.filter) q.set('filter', JSON.stringify(params.filter));
  if (params.sort) q.set('sort', JSON.stringify(params.sort));
  if (params.range) q.set('range', JSON.stringify(params.range));
  const qs = q.toString();
  return call(app, token, 'GET', `/api/tickets${qs ? `?${qs}` : ''}`);
}
