// What the coin rates page and its fallback dialog say.
import { defineTexts, plain } from '@/common/i18n/translate';

export const RATES_TEXT = defineTexts('adminRates', {
  // the page
  title: plain,
  intro: plain,
  /** after the introduction, for support staff (it starts with its own space where the language has one) */
  onlyAdmins: plain,
  loading: plain,
  loadFailed: plain,
  fallbackSaved: (code: string, rate: string) => ({ code, rate }),
  fallbackRemoved: (code: string) => ({ code }),

  // a coin's card
  liveRate: plain,
  /** '$67,187.12 per BTC' */
  perCoin: (rate: string, code: string) => ({ rate, code }),
  unavailable: plain,
  notReadYet: plain,
  readAt: (time: string) => ({ time }),
  sourceFailed: (time: string, error: string) => ({ time, error }),
  fallbackRate: plain,
  none: plain,
  setAt: (time: string) => ({ time }),
  changeFallback: plain,
  setFallback: plain,
  changeFallbackFor: (code: string) => ({ code }),
  setFallbackFor: (code: string) => ({ code }),

  // the dialog
  dialogTitle: (name: string, code: string) => ({ name, code }),
  dialogHelp: (code: string) => ({ code }),
  usdPerCoin: (code: string) => ({ code }),
  removeFallback: plain,
  cancel: plain,
  saving: plain,
  save: plain,
});
