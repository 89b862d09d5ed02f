import PeopleOutline from '@mui/icons-material/PeopleOutline';
import type { UserRecord } from './types';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';
import { UserShow } from './UserShow';

export default {
  list: UserList,
  edit: UserEdit,
  show: UserShow,
  icon: PeopleOutline,
  recordRepresentation: (record: UserRecord) => `${record.name} (${record.email})`,
};
