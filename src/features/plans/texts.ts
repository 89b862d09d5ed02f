// What the plan pages say: the cards, the carousel and the picker around them.
import { defineTexts, plain } from '@/common/i18n/translate';

export const PLAN_TEXT = defineTexts('plans', {
  // one card
  minimum: plain,
  maximum: plain,
  dailyInterest: plain,
  duration: plain,
  depositReturn: plain,
  totalReturn: plain,
  yes: plain,
  no: plain,
  days: (days: number) => ({ days }),
  choose: plain,
  chooseNamed: (plan: string) => ({ plan }),
  selected: plain,
  selectedNamed: (plan: string) => ({ plan }),

  // the carousel
  carouselLabel: plain,
  previous: plain,
  next: plain,

  // the picker
  title: plain,
  subtitle: plain,
  loading: plain,
  loadFailed: plain,
  noneOpen: (category: string) => ({ category }),
  continue: plain,
});
