import type { Identifier } from 'react-admin';
import type { Download } from './download';
import { pick, type ResourceApi } from './resourceApi';

export const kycApi: ResourceApi = {
  list: 'kyc/all',
  one: 'kyc',
  update: 'kyc',
  idFilter: true,
  updatePayload: pick(['status', 'reason'], ['status', 'reason']),
};

/** A KYC document (front or back) as a Blob, read with the staff member's token. */
export type GetKycDocument = (id: Identifier, side: 'front' | 'back') => Promise<Blob>;

export const getKycDocument =
  (download: Download): GetKycDocument =>
  async (id, side) =>
    (await download(`kyc/${encodeURIComponent(String(id))}/${side}`)).blob;
