import { useMutation } from '@tanstack/react-query';
import type { ApproveDevicePayload } from '@/common/api/auth';
import { api } from '@/src/lib/api-client';

/** POST /api/devices/approve: the e-mailed link's token lets a waiting sign-in in; 400 for a bad, used or expired one. */
export async function approveDevice(token: string): Promise<string> {
  const { data } = await api.post<{ message: string }>('/devices/approve', { token } satisfies ApproveDevicePayload);
  return data.message;
}

/** A mutation, fired by the button: mail scanners open links, and opening must not approve. */
export const useApproveDevice = () => useMutation({ mutationFn: approveDevice });
