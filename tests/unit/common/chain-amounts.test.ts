// A quote is an exact coin amount that covers the dollars asked, and what
// arrived is valued in whole cents, rounded down; no float anywhere.
import { describe, expect, it } from 'vitest';
import { formatUnits, parseDecimal, quoteUnits, unitsToCents } from '@/common/chain/amounts';
import { paymentUri } from '@/common/chain/payment-uri';

describe('decimals', () => {
  it('parses and formats without losing a digit', () => {
    expect(parseDecimal('67187.12', 8)).toBe(6718712000000n);
    expect(parseDecimal('1', 18)).toBe(10n ** 18n);
    expect(formatUnits(150000n, 8)).toBe('0.0015');
    expect(formatUnits(2n * 10n ** 18n, 18)).toBe('2');
    expect(formatUnits(123456789012345678901n, 18)).toBe('123.456789012345678901');
  });

  it('refuses what is not a plain decimal', () => {
    expect(() => parseDecimal('1e-7', 8)).toThrow();
    expect(() => parseDecimal('-1', 8)).toThrow();
  });
});

describe('a quote', () => {
  it('rounds up to the coin amount a wallet can send, and covers the dollars', () => {
    // $250 at $67,187.12 per BTC = 0.0037209512... BTC -> 0.00372096
    const units = quoteUnits(25_000, '67187.12', 8, 8);
    expect(formatUnits(units, 8)).toBe('0.00372096');
    expect(unitsToCents(units, '67187.12', 8)).toBe(25_000);
    // one satoshi less is worth less than asked
    expect(unitsToCents(units - 1n, '67187.12', 8)).toBeLessThan(25_000);
  });

  it('quotes ether to 8 decimals in wei, and USDT to its 6', () => {
    const eth = quoteUnits(10_000, '3000', 18, 8);
    expect(formatUnits(eth, 18)).toBe('0.03333334');
    expect(eth % 10n ** 10n).toBe(0n);
    expect(formatUnits(quoteUnits(10_000, '0.9998', 6, 6), 6)).toBe('100.020005');
  });

  it('values what arrived in cents, rounded down', () => {
    expect(unitsToCents(10n ** 18n, '3000.999', 18)).toBe(300_099);
    expect(unitsToCents(1n, '67187.12', 8)).toBe(0);
  });
});

describe('payment URIs for the QR code', () => {
  it('BIP21, EIP-681 (value in wei) and TRON', () => {
    expect(paymentUri('btc', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', '0.00372096')).toBe(
      'bitcoin:bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu?amount=0.00372096',
    );
    expect(paymentUri('eth', '0x9858EfFD232B4033E47d90003D41EC34EcaEda94', '0.03333334')).toBe(
      'ethereum:0x9858EfFD232B4033E47d90003D41EC34EcaEda94?value=33333340000000000',
    );
    expect(paymentUri('usdt', 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH', '100.020005')).toBe(
      'tron:TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH?contract=TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t&amount=100.020005',
    );
  });
});
