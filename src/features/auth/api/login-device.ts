import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { deviceApprovalWaitingSchema, LoginResponse } from '@/common/api/auth';
import { api } from '@/src/lib/api-client';
import { startSession, type Session } from '@/src/lib/auth/session';

export type DeviceApprovalWaiting = z.infer<typeof deviceApprovalWaitingSchema>;

/**
 * POST /api/user/login/device: the browser that signed in from a new device asks whether the
 * owner has opened the e-mailed link. 202 (not yet): `{ waiting }`; 200: the session starts.
 * The device cookie rides along (same origin), which is how the server knows it is this browser.
 */
export async function pollDeviceApproval(pending: string): Promise<Session | DeviceApprovalWaiting> {
  const res = await api.post<LoginResponse | DeviceApprovalWaiting>('/user/login/device', { pending });
  const data = res.data;
  if ('waiting' in data) return data;
  return startSession({ id: data._id, token: data.accessToken });
}

export const usePollDeviceApproval = () => useMutation({ mutationFn: pollDeviceApproval });
