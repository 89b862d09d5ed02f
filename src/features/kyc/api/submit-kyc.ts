import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KycDetailsInput } from '@/common/api/kyc';
import { authApi } from '@/src/lib/api-client';
import type { KycSubmission } from '../types';
import { MY_KYC_QUERY_KEY } from './get-my-kyc';
import { setAnswer } from '@/src/lib/set-answer';

export interface KycUploadInput {
  details: KycDetailsInput;
  front: File;
  /** null: the document has no back to send (a passport) */
  back: File | null;
}

/** The multipart body: text fields first, then the documents (the server reads them in order). */
export function toKycFormData({ details, front, back }: KycUploadInput): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(details)) {
    if (value !== undefined && value !== '') form.append(name, String(value));
  }
  form.append('front_img', front, front.name);
  if (back) form.append('back_img', back, back.name);
  return form;
}

/** POST /api/kyc (multipart/form-data); `onProgress` gets 0..100 while the files upload. */
export async function submitKyc(input: KycUploadInput, onProgress?: (percent: number) => void): Promise<KycSubmission> {
  const { data } = await authApi.post<KycSubmission>('/kyc', toKycFormData(input), {
    // a 10 MB upload on a slow line takes longer than the default 30 s
    timeout: 5 * 60_000,
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  return data;
}

export function useSubmitKyc(onProgress?: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: KycUploadInput) => submitKyc(input, onProgress),
    onSuccess: (submission) => setAnswer(queryClient, MY_KYC_QUERY_KEY, submission),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_KYC_QUERY_KEY }),
  });
}
