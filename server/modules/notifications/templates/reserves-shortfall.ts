import { formatUsdFromCents } from '@/common/money';
import type { MailOnlyParams, Template } from './types';

/** To every active admin and support member: a snapshot proved less on chain than investors are owed. */
export const reservesShortfall: Template<MailOnlyParams['reserves_shortfall']> = {
  mail: (p, { publicUrl }) => ({
    subject: `Proof of reserves: snapshot ${p.snapshotId} covers ${p.coveragePercent} of what is owed`,
    lines: [
      `Snapshot ${p.snapshotId} proves ${formatUsdFromCents(p.provenCents)} held on chain against ${formatUsdFromCents(p.owedCents)} owed to investors: ${p.coveragePercent} coverage.`,
      `The operator also declares ${formatUsdFromCents(p.declaredCents)} held elsewhere, which does not count as proven.`,
      'The public proof-of-reserves page shows this figure to everyone. Move funds to a treasury address on the list, or add the addresses that hold them.',
    ],
    action: { label: 'See the public page', url: `${publicUrl}/proof-of-reserves` },
    footnote: 'You receive this because you are staff of the platform.',
  }),
};
