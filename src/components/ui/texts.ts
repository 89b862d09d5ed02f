import { defineTexts, plain } from '@/common/i18n/translate';

/** What the shared building blocks say themselves (their callers' words come with their props). */
export const UI_TEXT = defineTexts('components', {
  loading: plain,
  submitting: plain,
  retry: plain,
  // `what` is the caller's name for what failed ('Your profile'), at the start of the sentence
  loadFailed: (what: string) => ({ what }),
  close: plain,
  opensInNewTab: plain,
  logoHome: (site: string) => ({ site }),
  breadcrumb: plain,
  home: plain,
  // the numbers as they are written today ('42'), not grouped: the bar's value is 0..100
  progress: (label: string, value: number) => ({ label, value: String(value) }),
  progressValue: (value: number) => ({ value: String(value) }),
  pagerLabel: (label: string) => ({ label }),
  // MUI's own '26–50 of 319' writes the figures ungrouped; so does this
  pagerRange: (from: number, to: number, count: number) => ({ from: String(from), to: String(to), count: String(count) }),
  pagerFirst: plain,
  pagerLast: plain,
  pagerNext: plain,
  pagerPrevious: plain,
  usdtNetwork: plain,
  // a transaction's status as the API spells it; one it does not know is shown as it came, capitalised
  status: (status: string, fallback: string) => ({ status, fallback }),
  language: plain,
  chooseLanguage: plain,
});
