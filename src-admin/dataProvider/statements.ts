import type { Identifier } from 'react-admin';
import { statementFileName, type StatementFormat } from '@/common/api/statements';
import type { Download, DownloadedFile } from './download';

const ACCEPT: Record<StatementFormat, string> = { pdf: 'application/pdf', csv: 'text/csv' };

/** GET /statements/{id}?month=&format=: a user's month as PDF or CSV, under the server's file name. */
export type GetStatement = (userId: Identifier, month: string, format: StatementFormat) => Promise<DownloadedFile>;
export const getStatement =
  (download: Download): GetStatement =>
  (userId, month, format) =>
    download(`statements/${encodeURIComponent(String(userId))}`, {
      query: { month, format },
      accept: ACCEPT[format],
      fileName: statementFileName(month, format),
    });
