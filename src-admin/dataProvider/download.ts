import { HttpError } from 'react-admin';
import { MSG } from '@/common/messages';
import { getSession } from '@/src/lib/auth/session';
import type { ApiEndpoint, Json } from './httpClient';

/** The file name a Content-Disposition header gives (filename*=UTF-8''… or filename="…"), if any. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // a malformed encoding: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(disposition);
  return plain ? (plain[1] ?? plain[2]) : undefined;
}

export interface DownloadParams {
  /** the query string, e.g. { month: '2026-09', format: 'csv' } */
  query?: Record<string, string>;
  /** the Accept header, when the route serves more than one type */
  accept?: string;
  /** the name to save under when the server gives none (Content-Disposition) */
  fileName?: string;
}

export interface DownloadedFile {
  blob: Blob;
  /** the server's name (Content-Disposition), else the one asked for, else the path's last part */
  fileName: string;
}

/** GET a file under /api (a path relative to it, ids already encoded) with the staff member's token. */
export type Download = (path: string, params?: DownloadParams) => Promise<DownloadedFile>;

/**
 * The one authenticated download of the back-office: KYC documents, ticket attachments, the
 * payout export and statements. A plain fetch, not fetchJson: fetchJson reads every answer
 * as text, which would break a PDF's or an image's bytes. The token is read at call time (a
 * logout takes effect at once); a request that never reached the server is the network
 * message with status 0, and a refusal carries the API's own message, as fetchJson's do.
 */
export const download =
  ({ url }: ApiEndpoint): Download =>
  async (path, { query, accept, fileName } = {}) => {
    const session = getSession();
    const headers: Record<string, string> = {};
    if (accept) headers.Accept = accept;
    if (session) headers.Authorization = `Bearer ${session.token}`;
    const search = query ? `?${new URLSearchParams(query).toString()}` : '';
    let response: Response;
    try {
      response = await fetch(`${url(path)}${search}`, { headers });
    } catch {
      throw new HttpError(MSG.networkError, 0, null);
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as Json | null;
      throw new HttpError(typeof body?.message === 'string' ? body.message : response.statusText, response.status, body);
    }
    const name = fileNameOf(response.headers.get('Content-Disposition')) ?? fileName ?? path.split('/').pop() ?? 'download';
    return { blob: await response.blob(), fileName: name };
  };
