import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { KycList } from './KycList';
import { KycShow } from './KycShow';
import type { KycRecord } from './types';

export default {
  list: KycList,
  show: KycShow,
  icon: BadgeOutlined,
  recordRepresentation: (record: KycRecord) => `${record.first_name} ${record.last_name}`,
};
