// `npm run verify-proof -- proof.json`: checks a proof-of-reserves inclusion proof offline, with no
// server and no database, by the rules of docs/proof-of-reserves.md (the same code the public page
// runs). Exit 0: the proof holds; 1: it does not (each problem printed); 2: no proof to read.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import commonEn from '@/common/i18n/catalogues/en.json';
import { addCatalogue } from '@/common/i18n/translate';
import { formatUsdFromCents } from '@/common/money';
import { verifyInclusionProof } from '@/common/reserves/verify-proof';
import { RESERVES_MSG } from '@/common/reserves/messages';

// the checker speaks English, the language of a terminal we know nothing about
addCatalogue('en', commonEn);

export const EXIT_VALID = 0;
export const EXIT_INVALID = 1;
export const EXIT_UNREADABLE = 2;

export function verifyProofFile(file: string | undefined, out: { log: (line: string) => void; error: (line: string) => void }): number {
  if (!file) {
    out.error('Usage: npm run verify-proof -- proof.json');
    return EXIT_UNREADABLE;
  }
  let input: unknown;
  try {
    input = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    const why = err instanceof SyntaxError ? RESERVES_MSG.notJson : `Cannot read ${file}`;
    out.error(why);
    return EXIT_UNREADABLE;
  }
  const verdict = verifyInclusionProof(input);
  if (!verdict.valid) {
    out.error(RESERVES_MSG.proofInvalid);
    for (const problem of verdict.problems) out.error(`- ${problem}`);
    return EXIT_INVALID;
  }
  const { proof } = verdict;
  out.log(RESERVES_MSG.proofValid);
  out.log(`Snapshot ${proof.snapshot_id}, root ${proof.root}`);
  out.log(
    `Your claim: ${formatUsdFromCents(proof.leaf.cents)} of a total owed of ${formatUsdFromCents(proof.total_cents)} (${proof.leaf_count} accounts)`,
  );
  return EXIT_VALID;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(verifyProofFile(process.argv[2], { log: console.log, error: console.error }));
}
