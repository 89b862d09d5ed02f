import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import type { TranslationRecord } from './languages';
import { TranslationEdit } from './TranslationEdit';
import { TranslationList } from './TranslationList';

export default {
  list: TranslationList,
  edit: TranslationEdit,
  icon: TranslateOutlined,
  recordRepresentation: (record: TranslationRecord) => String(record.id),
};
