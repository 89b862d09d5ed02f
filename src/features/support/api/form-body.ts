/**
 * A JSON body, or multipart/form-data with the same text fields first and the file last when
 * there is one (the server reads the parts in order).
 */
export function formBody(fields: Record<string, string>, attachment: File | null): Record<string, string> | FormData {
  if (!attachment) return fields;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('attachment', attachment, attachment.name);
  return form;
}

/** A 5 MB upload on a slow line takes longer than the default 30 s. */
export const UPLOAD_TIMEOUT_MS = 5 * 60_000;
