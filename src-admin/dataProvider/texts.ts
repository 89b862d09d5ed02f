// What the data provider's own refusals say when they reach a toast or a page: an answer the
// back office could not read, a record that is not there, an act a resource does not offer.
import { defineTexts, plain } from '@/common/i18n/translate';

export const DATA_TEXT = defineTexts('adminDataProvider', {
  unexpectedAnswer: plain,
  unexpectedFigures: plain,
  unexpectedBatch: plain,
  unexpectedSnapshots: plain,
  unexpectedTreasury: plain,
  notFound: plain,
  /** `resource`: its name as the back office's address has it ('users') */
  cannotCreate: (resource: string) => ({ resource }),
  cannotChange: (resource: string) => ({ resource }),
  cannotDelete: (resource: string) => ({ resource }),
});
