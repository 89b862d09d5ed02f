// What Activity says about a deposit watched on its chain (issue 14). The deposit dialog
// reuses the confirmations sentence, so a person reads the same words in both places.

export const ACTIVITY_TEXT = {
  waitingForPayment: 'Waiting for payment',
} as const;

/** 'Seen, 1 of 12 confirmations': how far a payment seen on the chain is from being credited. */
export const confirmationsText = (seen: number, required: number): string =>
  `Seen, ${seen} of ${required} confirmation${required === 1 ? '' : 's'}`;
