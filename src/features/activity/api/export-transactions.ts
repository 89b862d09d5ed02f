import { useMutation } from '@tanstack/react-query';
import { getTransactionPage } from '@/src/lib/transaction-page';
import type { Transaction } from '@/src/types/transaction';
import type { ActivityApiFilter } from '../utils/activity-filter';
import { transactionsCsv } from '../utils/transactions-csv';

/** The list route's largest page (server/lib/list-query.ts MAX_PAGE_SIZE): the fewest requests for a long history. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Every transaction matching `filter`, newest first: page after page by `range` until the
 * total from Content-Range is read, so the export is the whole list and never the route's
 * first 1,000 rows alone.
 */
export async function getAllTransactions(loggedId: string, filter: ActivityApiFilter | undefined): Promise<Transaction[]> {
  const rows: Transaction[] = [];
  for (let page = 0; ; page += 1) {
    const next = await getTransactionPage(loggedId, { page, perPage: EXPORT_PAGE_SIZE, filter });
    rows.push(...next.rows);
    // a short page is the last one, whatever the total says (rows may have been added meanwhile)
    if (next.rows.length < EXPORT_PAGE_SIZE || rows.length >= next.total) return rows;
  }
}

export interface CsvFile {
  blob: Blob;
  fileName: string;
}

/** 'activity-2026-11-25.csv', named by the reader's day. */
export function exportFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `activity-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Activity's 'Export CSV': the filtered list, all of it, as a CSV file. */
export const useExportTransactions = () =>
  useMutation({
    mutationFn: async ({ loggedId, filter }: { loggedId: string; filter: ActivityApiFilter | undefined }): Promise<CsvFile> => {
      const rows = await getAllTransactions(loggedId, filter);
      return { blob: new Blob([transactionsCsv(rows)], { type: 'text/csv;charset=utf-8' }), fileName: exportFileName(new Date()) };
    },
  });
