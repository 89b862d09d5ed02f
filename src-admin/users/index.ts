import PeopleOutline from '@mui/icons-material/PeopleOutline';
import { UserList } from './UserList';

export default {
  list: UserList,
  icon: PeopleOutline,
  recordRepresentation: 'name',
};
