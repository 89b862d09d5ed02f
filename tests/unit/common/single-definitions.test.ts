import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Each rule below was once written twice and the copies drifted. This fails when
// a second copy appears in the code the three apps are built from, naming where it is.

const ROOT = join(__dirname, '../../..');
const DIRS = ['common', 'server', 'src', 'src-admin'];

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(e.name) ? [path] : [];
  });
}
const FILES = DIRS.flatMap(sources).map((path) => ({
  path: relative(ROOT, join(ROOT, path)),
  text: readFileSync(join(ROOT, path), 'utf8'),
}));

/** The files matching `pattern`, other than the one that is allowed to define it. */
const copiesOf = (pattern: RegExp, home: string) => FILES.filter((f) => f.path !== home && pattern.test(f.text)).map((f) => f.path);

describe('one definition of each shared rule', () => {
  it('the coin list and its names live in common/coins.ts', () => {
    expect(copiesOf(/export const COINS\s*=/, 'common/coins.ts')).toEqual([]);
    expect(copiesOf(/'Tether USDT Trc20'/, 'common/coins.ts')).toEqual([]);
    expect(copiesOf(/\bconst isCoin\w*\s*=|function isCoin\w*\(/, 'common/coins.ts')).toEqual([]);
  });

  it('the server writes a coin for people only with common/coins.ts coinText', () => {
    // 'BTC', 'Bitcoin' and 'Bitcoin (BTC)' each had a helper of their own; the apps' copies go next
    const server = FILES.filter((f) => f.path.startsWith('server/') || f.path.startsWith('common/'));
    const copies = server.filter(
      (f) =>
        f.path !== 'common/coins.ts' &&
        /\b(coin|symbol|walletCoin|currency)\.toUpperCase\(\)|const coinName\s*=|function coinLabel\(/.test(f.text),
    );
    expect(copies.map((f) => f.path)).toEqual([]);
  });

  it('the address pattern lives in common/crypto-address.ts', () => {
    expect(copiesOf(/\[A-Za-z0-9\]\{10,128\}|\[A-Za-z0-9\]\+\$\//, 'common/crypto-address.ts')).toEqual([]);
  });

  it('the status -> tone map lives in common/status-tone.ts', () => {
    expect(copiesOf(/function statusTone\(|const statusTone\s*=/, 'common/status-tone.ts')).toEqual([]);
  });

  it('dates and times are formatted for people only in common/date-format.ts', () => {
    expect(
      copiesOf(
        /Intl\.DateTimeFormat\(|toLocaleDateString\(|toLocaleTimeString\(|new Date\([^)]*\)\.toLocaleString\(/,
        'common/date-format.ts',
      ),
    ).toEqual([]);
  });

  it('money is formatted for people only in common/usd-format.ts', () => {
    expect(copiesOf(/new Intl\.NumberFormat\([^)]*currency:\s*'USD'/, 'common/usd-format.ts')).toEqual([]);
  });
});
