// Shared steps of the KYC suites: multipart bodies built with FormData + Response (what a
// browser sends), small documents of each kind, and the calls.
import { expect } from 'vitest';
import { bearer, type TestApp } from '@/tests/helpers/test-app';

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JPEG (SOI + APP0 JFIF) and its end marker. */
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(64, 0),
  Buffer.from([0xff, 0xd9]),
]);
/** A tiny PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
/** Text pretending to be an image: only the name says PNG. */
export const FAKE_PNG = Buffer.from('this is not an image, whatever its name says');

export const KYC_FIELDS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone_no: '+44 20 7946 0958',
  dob: '1990-12-10',
  address_one: '12 St James Square',
  address_two: 'Flat 3',
  city: 'London',
  state: 'Greater London',
  nationality: 'united kingdom',
  address_country: 'gb',
  zip_code: 'SW1Y 4LB',
  // a two-sided document: the suites send a front and a back (a passport is its front only)
  doc_type: 'national_id',
} as const;

export interface Upload {
  field: string;
  bytes: Buffer;
  filename: string;
  type: string;
}

export const front = (bytes: Buffer = PNG, filename = 'front.png', type = 'image/png'): Upload => ({
  field: 'front_img',
  bytes,
  filename,
  type,
});
export const back = (bytes: Buffer = PDF, filename = 'back.pdf', type = 'application/pdf'): Upload => ({
  field: 'back_img',
  bytes,
  filename,
  type,
});

/** A multipart/form-data body and its content type, exactly as fetch would encode the form. */
async function multipart(fields: Record<string, string>, files: Upload[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const f of files) form.append(f.field, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.filename);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

export async function submitKyc(
  app: TestApp,
  token: string | undefined,
  fields: Record<string, string> = { ...KYC_FIELDS },
  files: Upload[] = [front(), back()],
) {
  const { payload, contentType } = await multipart(fields, files);
  return app.inject({
    method: 'POST',
    url: '/api/kyc',
    headers: { 'content-type': contentType, ...(token ? bearer(token) : {}) },
    payload,
  });
}

/** Submits a valid form and returns the submission's id. */
export async function submitValid(app: TestApp, token: string): Promise<string> {
  const res = await submitKyc(app, token);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { _id: string })._id;
}

export function call(app: TestApp, token: string | undefined, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) {
  return app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

export const review = (app: TestApp, token: string | undefined, id: string, payload: object) =>
  call(app, token, 'PUT', `/api/kyc/${id}`, payload);
