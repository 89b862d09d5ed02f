import { defineTexts, plain } from '@/common/i18n/translate';
import { formatUsdFromCents } from '@/common/money';
import type { MailOnlyParams, Template } from './types';

// the snapshot's number is passed as text: a reference, not a quantity to group in thousands
const TEXT = defineTexts('mails', {
  shortfallSubject: (snapshot: string, coverage: string) => ({ snapshot, coverage }),
  shortfallProven: (snapshot: string, proven: string, owed: string, coverage: string) => ({ snapshot, proven, owed, coverage }),
  shortfallDeclared: (declared: string) => ({ declared }),
  shortfallWhatToDo: plain,
  shortfallAction: plain,
  shortfallFootnote: plain,
});

/** To every active admin and support member: a snapshot proved less on chain than investors are owed. */
export const reservesShortfall: Template<MailOnlyParams['reserves_shortfall']> = {
  mail: (p, { publicUrl }) => ({
    subject: TEXT.shortfallSubject(String(p.snapshotId), p.coveragePercent),
    lines: [
      TEXT.shortfallProven(String(p.snapshotId), formatUsdFromCents(p.provenCents), formatUsdFromCents(p.owedCents), p.coveragePercent),
      TEXT.shortfallDeclared(formatUsdFromCents(p.declaredCents)),
      TEXT.shortfallWhatToDo,
    ],
    action: { label: TEXT.shortfallAction, url: `${publicUrl}/proof-of-reserves` },
    footnote: TEXT.shortfallFootnote,
  }),
};
