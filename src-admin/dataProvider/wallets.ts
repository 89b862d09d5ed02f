import { pick, type ResourceApi } from './resourceApi';

const WALLET_FIELDS = ['name', 'address', 'currency', 'status'];

export const walletsApi: ResourceApi = {
  list: 'address/all',
  one: 'address',
  create: 'address/save',
  update: 'address',
  remove: 'address',
  idFilter: true,
  createPayload: pick(WALLET_FIELDS),
  updatePayload: pick(WALLET_FIELDS),
};
