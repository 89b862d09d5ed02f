import { HttpError, type Identifier } from 'react-admin';
import { MSG } from '@/common/messages';
import { getSession } from '@/src/lib/auth/session';
import type { ApiEndpoint, Json } from './http-client';
import { pick, type ResourceApi } from './resource-api';

export const kycApi: ResourceApi = {
  list: 'kyc/all',
  one: 'kyc',
  update: 'kyc',
  idFilter: true,
  updatePayload: pick(['status', 'reason'], ['status', 'reason']),
};

/** A KYC document (front or back) as a Blob, read with the staff member's token. */
export type GetKycDocument = (id: Identifier, side: 'front' | 'back') => Promise<Blob>;

// a plain fetch, not fetchJson: the answer is a file, not JSON
export const getKycDocument =
  ({ url }: ApiEndpoint): GetKycDocument =>
  async (id, side) => {
    const session = getSession();
    let response: Response;
    try {
      response = await fetch(`${url('kyc', id)}/${side}`, {
        headers: session ? { Authorization: `Bearer ${session.token}` } : {},
      });
    } catch {
      throw new HttpError(MSG.networkError, 0, null);
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as Json | null;
      throw new HttpError(typeof body?.message === 'string' ? body.message : response.statusText, response.status, body);
    }
    return response.blob();
  };
