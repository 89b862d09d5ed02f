import { useMutation } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { statementFileName, type StatementFormat } from '@/common/api/statements';
import { authApi } from '@/src/lib/api-client';

export interface StatementRequest {
  userId: string;
  /** 'YYYY-MM' */
  month: string;
  format: StatementFormat;
}

export interface StatementFile {
  blob: Blob;
  fileName: string;
}

const ACCEPT = { pdf: 'application/pdf', csv: 'text/csv' } as const;

/**
 * A refusal asked for as a blob comes back as a blob too: read it back into the API's JSON
 * error shape, so readApiError finds the server's message as for any other call.
 */
async function withJsonError(error: unknown): Promise<unknown> {
  const response = isAxiosError(error) ? error.response : undefined;
  if (response && typeof Blob !== 'undefined' && response.data instanceof Blob) {
    try {
      response.data = JSON.parse(await response.data.text());
    } catch {
      response.data = null;
    }
  }
  return error;
}

/** GET /api/statements/{user_id}?month=YYYY-MM&format=pdf|csv: one month's statement as a file. */
export async function downloadStatement({ userId, month, format }: StatementRequest): Promise<StatementFile> {
  try {
    const { data } = await authApi.get<Blob>(`/statements/${encodeURIComponent(userId)}`, {
      params: { month, format },
      responseType: 'blob',
      headers: { Accept: ACCEPT[format] },
    });
    return { blob: data, fileName: statementFileName(month, format) };
  } catch (error) {
    throw await withJsonError(error);
  }
}

export const useDownloadStatement = () => useMutation({ mutationFn: downloadStatement });
