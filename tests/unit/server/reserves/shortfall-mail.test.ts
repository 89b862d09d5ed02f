import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '@/server/modules/notifications/templates';

describe('the reserves shortfall mail', () => {
  it('gives staff the coverage, what is proven, owed and declared, and links to the public page', () => {
    const mail = TEMPLATES.reserves_shortfall.mail(
      { snapshotId: 12, coveragePercent: '74.00 %', owedCents: 5_000_000, provenCents: 3_700_000, declaredCents: 1_000_000 },
      { publicUrl: 'https://invest.example.com' },
    );
    expect(mail.subject).toBe('Proof of reserves: snapshot 12 covers 74.00 % of what is owed');
    expect(mail.lines[0]).toBe('Snapshot 12 proves $37,000.00 held on chain against $50,000.00 owed to investors: 74.00 % coverage.');
    expect(mail.lines[1]).toContain('$10,000.00 held elsewhere, which does not count as proven');
    expect(mail.action?.url).toBe('https://invest.example.com/proof-of-reserves');
  });
});
