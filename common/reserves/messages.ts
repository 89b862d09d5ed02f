import { defineTexts, plain } from '../i18n/translate';

/** What the proof-of-reserves screens and API say (one place for the server, the site and the back office). */
export const RESERVES_MSG = defineTexts('reserves', {
  noProof: plain,
  noSnapshots: plain,
  proofValid: plain,
  proofInvalid: plain,
  notJson: plain,
  signatureWrong: plain,
  treasuryTaken: plain,
  treasuryNotFound: plain,
  chainUnreadable: (detail: string) => ({ detail }),
  noRate: (coin: string) => ({ coin }),
});
