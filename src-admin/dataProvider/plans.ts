import { pick, type ResourceApi } from './resourceApi';

const PLAN_FIELDS = ['name', 'description', 'category', 'min', 'max', 'roi', 'duration', 'status'];

export const plansApi: ResourceApi = {
  list: 'plans/all',
  one: 'plans',
  create: 'plans/save',
  update: 'plans',
  remove: 'plans',
  idFilter: true,
  createPayload: pick(PLAN_FIELDS),
  updatePayload: pick(PLAN_FIELDS),
};
