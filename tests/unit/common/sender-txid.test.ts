// The hash a sender gives for a deposit to a shared wallet, checked in each network's format.
import { describe, expect, it } from 'vitest';
import { SENDER_TXID_MSG, senderTxidIssue } from '@/common/validation/sender-txid';

const hex64 = 'ab'.repeat(32);

describe('senderTxidIssue', () => {
  it('takes 64 hex digits for Bitcoin and TRON, and 0x + 64 for Ethereum, in any case', () => {
    expect(senderTxidIssue('btc', hex64)).toBeUndefined();
    expect(senderTxidIssue('btc', hex64.toUpperCase())).toBeUndefined();
    expect(senderTxidIssue('usdt', ` ${hex64} `)).toBeUndefined();
    expect(senderTxidIssue('eth', `0x${hex64}`)).toBeUndefined();
    expect(senderTxidIssue('eth', `0X${hex64.toUpperCase()}`)).toBeUndefined();
  });

  it("refuses another network's shape, a short or non-hex text, naming the coin", () => {
    expect(senderTxidIssue('btc', `0x${hex64}`)).toBe(SENDER_TXID_MSG.invalid('btc'));
    expect(senderTxidIssue('eth', hex64)).toBe(SENDER_TXID_MSG.invalid('eth'));
    expect(senderTxidIssue('usdt', 'zz'.repeat(32))).toBe(SENDER_TXID_MSG.invalid('usdt'));
    expect(senderTxidIssue('btc', 'ab')).toMatch(/^This is not a Bitcoin transaction hash/);
  });
});
