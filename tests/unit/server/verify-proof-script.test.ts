// `npm run verify-proof -- proof.json`: verifies offline, with no server and no database.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { InclusionProof } from '@/common/api/reserves';
import { RESERVES_MSG } from '@/common/reserves/messages';
import { commitmentOf, leafOf, levelsOf } from '@/common/reserves/merkle-sum';
import { EXIT_INVALID, EXIT_UNREADABLE, EXIT_VALID, verifyProofFile } from '@/scripts/verify-proof';

const dir = mkdtempSync(path.join(tmpdir(), 'verify-proof-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A two-leaf snapshot's proof for the first leaf. */
function proof(): InclusionProof {
  const userId = 'b6f0c1de-0000-4000-8000-00000000abcd';
  const nonce = 'ab'.repeat(32);
  const mine = leafOf(commitmentOf(userId, nonce), 4_200);
  const other = leafOf('cd'.repeat(32), 800);
  const [left, right] = mine.hash < other.hash ? [mine, other] : [other, mine];
  const root = levelsOf([left, right])[1][0];
  const index = left === mine ? 0 : 1;
  return {
    snapshot_id: 3,
    root: root.hash,
    total_cents: 5_000,
    leaf_count: 2,
    user_id: userId,
    nonce,
    leaf: { commitment: commitmentOf(userId, nonce), cents: 4_200, index },
    path: [{ side: index === 0 ? 'right' : 'left', hash: other.hash, sum: other.sum }],
  };
}

function write(name: string, content: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

function run(file: string | undefined) {
  const lines: string[] = [];
  const code = verifyProofFile(file, { log: (l) => lines.push(l), error: (l) => lines.push(l) });
  return { code, text: lines.join('\n') };
}

describe('verify-proof', () => {
  it('says a good proof holds, with the claim and the total', () => {
    const { code, text } = run(write('good.json', JSON.stringify(proof())));
    expect({ code, text }).toMatchObject({ code: EXIT_VALID, text: expect.stringContaining(RESERVES_MSG.proofValid) });
    expect(text).toContain('Your claim: $42.00 of a total owed of $50.00 (2 accounts)');
  });

  it('lists what is wrong with a tampered proof', () => {
    const p = proof();
    const { code, text } = run(write('bad.json', JSON.stringify({ ...p, leaf: { ...p.leaf, cents: 4_300 } })));
    expect(code).toBe(EXIT_INVALID);
    expect(text).toContain(RESERVES_MSG.proofInvalid);
    expect(text).toMatch(/- The path leads to the root .* not to the published root/);
  });

  it('refuses no file, a missing file and what is not JSON', () => {
    expect(run(undefined)).toEqual({ code: EXIT_UNREADABLE, text: 'Usage: npm run verify-proof -- proof.json' });
    expect(run(path.join(dir, 'missing.json')).code).toBe(EXIT_UNREADABLE);
    expect(run(write('text.json', 'not json'))).toEqual({ code: EXIT_UNREADABLE, text: RESERVES_MSG.notJson });
  });

  it('runs as `npm run verify-proof -- proof.json`', async () => {
    const file = write('cli.json', JSON.stringify(proof()));
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'verify-proof', '--', file], { cwd: process.cwd() });
    expect(stdout).toContain(RESERVES_MSG.proofValid);
    const p = proof();
    const bad = write(
      'cli-bad.json',
      JSON.stringify({ ...p, path: [{ ...p.path[0], side: p.path[0].side === 'left' ? 'right' : 'left' }] }),
    );
    const failed = await promisify(execFile)('npm', ['run', '--silent', 'verify-proof', '--', bad]).catch(
      (err: { code: number; stderr: string }) => err,
    );
    expect(failed).toMatchObject({ code: EXIT_INVALID, stderr: expect.stringContaining('Step 1 puts the sibling') });
  });
});
