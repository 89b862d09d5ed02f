import { defineTexts, plain } from '@/common/i18n/translate';

export const STATEMENT_TEXT = defineTexts('statementDownload', {
  title: plain,
  intro: plain,
  month: plain,
  format: plain,
  pdf: plain,
  csv: plain,
  download: plain,
  downloading: plain,
});
