// What the plans screens say: the list, its filters, the form and the delete confirmation.
import { defineTexts, plain } from '@/common/i18n/translate';

export const PLAN_TEXT = defineTexts('adminPlans', {
  listTitle: plain,
  newTitle: plain,
  editTitle: (name: string) => ({ name }),
  editTitleEmpty: plain,
  search: plain,
  searchPlaceholder: plain,
  all: plain,
  // the form
  name: plain,
  category: plain,
  description: plain,
  minimumUsd: plain,
  maximumUsd: plain,
  dailyReturnPercent: plain,
  percentADay: plain,
  durationDays: plain,
  depositReturnInput: plain,
  // the list
  minimum: plain,
  maximum: plain,
  dailyReturn: plain,
  days: plain,
  depositReturn: plain,
  actions: plain,
  /** a phone's second line: '$100.00 to $200.00 · 1.5 % a day for 30 days' */
  summary: (min: string, max: string, roi: string, duration: number) => ({ min, max, roi, duration }),
  // deleting one
  deleteTitle: plain,
  deleteContent: (name: string) => ({ name }),
});
