import { API_BASE_URL, authApi } from '@/src/lib/api-client';
import { saveFile } from '@/src/utils/save-file';

/**
 * GET an attachment with the investor's token (a plain link would carry none) and hand it to
 * the browser as a download under `fileName`: the API's file_name, whose extension follows the
 * file's real type (never the name it was sent with, which is only shown).
 */
export async function downloadAttachment(url: string, fileName: string): Promise<void> {
  const path = url.startsWith(`${API_BASE_URL}/`) ? url.slice(API_BASE_URL.length) : url;
  const { data } = await authApi.get<Blob>(path, { responseType: 'blob', timeout: 5 * 60_000 });
  saveFile(data, fileName);
}
