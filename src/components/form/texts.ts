import { defineTexts, plain } from '@/common/i18n/translate';

/** What the shared form fields say themselves (labels and hints their forms do not give). */
export const FORM_TEXT = defineTexts('formHelpers', {
  country: plain,
  selectCountry: plain,
  showPassword: plain,
  hidePassword: plain,
  passwordTooShort: (min: number) => ({ min }),
  passwordWeak: plain,
  passwordFair: plain,
  passwordStrong: plain,
  passwordAdvice: (min: number) => ({ min }),
  // the consent's sentence, the two documents' names standing in for their links
  consentAccept: (terms: string, privacy: string) => ({ terms, privacy }),
  consentAgree: (terms: string, privacy: string) => ({ terms, privacy }),
  terms: plain,
  privacy: plain,
  // react-select's own words, for screen readers (select-messages.ts)
  selectNoOptions: plain,
  selectDefaultName: plain,
  selectGuidanceMenu: plain,
  selectGuidanceMenuTab: plain,
  selectGuidanceInput: (name: string) => ({ name }),
  selectSelected: (label: string) => ({ label }),
  selectDeselected: (label: string) => ({ label }),
  selectDisabled: (label: string) => ({ label }),
  selectCleared: plain,
  selectFocused: (label: string, selected: boolean, disabled: boolean, index: string, count: string) => ({
    label,
    selected: selected ? 'yes' : 'no',
    disabled: disabled ? 'yes' : 'no',
    index,
    count,
  }),
  selectResultCount: (count: number) => ({ count }),
  selectResults: (results: string) => ({ results }),
  selectResultsFor: (results: string, term: string) => ({ results, term }),
});
