import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Edit, useRecordContext } from 'react-admin';
import { LOCALES } from '@/common/i18n/locales';
import { EditLoadError, loadErrorProps } from '../ui/LoadError';
import { LanguageOverride } from './LanguageOverride';
import type { TranslationRecord } from './languages';
import { TRANSLATION_TEXT as T } from './texts';

const TranslationTitle = () => {
  const record = useRecordContext<TranslationRecord>();
  return <span>{record ? T.editTitle(String(record.id)) : T.editTitleEmpty}</span>;
};

/** Every language of the message, one below the other, each with its own form. */
const TranslationLanguages = () => {
  const record = useRecordContext<TranslationRecord>();
  if (!record) return null;
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {T.intro}
      </Typography>
      {LOCALES.map((locale) => (
        <LanguageOverride key={locale} record={record} locale={locale} />
      ))}
    </Box>
  );
};

/**
 * A message's page (admins): its shipped text in each language and the override in use, written
 * or reset one language at a time. Nothing is saved by the page as a whole.
 */
export const TranslationEdit = () => (
  <Edit title={<TranslationTitle />} actions={false} {...loadErrorProps} error={<EditLoadError />}>
    <TranslationLanguages />
  </Edit>
);
