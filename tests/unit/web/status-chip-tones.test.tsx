import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ALL_STATUSES } from '@/common/transactions';
import { statusTone } from '@/common/status-tone';
import { StatusChip } from '@/src/components/ui/status-chip';
import { StatusField } from '@/src-admin/ui/StatusField';

// 'failed' was once red in the back-office and grey in the investor area. Both chips
// take their tone from common/status-tone.ts; this renders each status in both apps.

const toneOf = (label: string) => screen.getByText(label).closest('[data-tone]')?.getAttribute('data-tone');

describe('status chips in both apps', () => {
  it.each(ALL_STATUSES)('%s has the same tone in the investor area and the back-office', (status) => {
    const label = status[0].toUpperCase() + status.slice(1);
    const investor = render(<StatusChip status={status} />);
    const investorTone = toneOf(label);
    investor.unmount();
    render(
      <RecordContextProvider value={{ id: 1, status }}>
        <StatusField />
      </RecordContextProvider>,
    );
    expect(toneOf(label)).toBe(investorTone);
    expect(investorTone).toBe(statusTone(status));
  });

  it('failed is grey (neutral) in both, as any other status', () => {
    render(<StatusChip status="failed" />);
    render(
      <RecordContextProvider value={{ id: 1, status: 'failed' }}>
        <StatusField />
      </RecordContextProvider>,
    );
    expect(screen.getAllByText('Failed').map((el) => el.closest('[data-tone]')?.getAttribute('data-tone'))).toEqual(['neutral', 'neutral']);
  });
});
