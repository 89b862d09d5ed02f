import { describe, expect, it } from 'vitest';
import { ALL_STATUSES } from '@/common/transactions';
import { statusTone } from '@/common/status-tone';

// Active, completed, successful green; pending yellow; any other grey.
// 'failed' was once red in the back-office and grey in the investor area.
describe('status tones', () => {
  it('maps every transaction status, failed grey', () => {
    expect(Object.fromEntries(ALL_STATUSES.map((s) => [s, statusTone(s)]))).toEqual({
      pending: 'pending',
      successful: 'success',
      failed: 'neutral',
      active: 'success',
      completed: 'success',
      inactive: 'neutral',
    });
  });

  it('KYC approval is green, rejection grey; any case; anything else grey', () => {
    expect(['approved', 'Approved', 'SUCCESSFUL'].map(statusTone)).toEqual(['success', 'success', 'success']);
    expect(['rejected', 'whatever', '', undefined, 3].map(statusTone)).toEqual(['neutral', 'neutral', 'neutral', 'neutral', 'neutral']);
  });
});
