import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The list, paging and replay shapes are written once in a helper.
// A new module that copies the shape instead of calling the helper fails here.
const MODULES = join(__dirname, '../../../server/modules');

/** [path, text] of every routes.ts / repository.ts under server/modules. */
function moduleFiles(name: 'routes.ts' | 'repository.ts'): [string, string][] {
  return readdirSync(MODULES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => {
      try {
        return [[`${d.name}/${name}`, readFileSync(join(MODULES, d.name, name), 'utf8')] as [string, string]];
      } catch {
        return [];
      }
    });
}

const offenders = (files: [string, string][], pattern: RegExp) => files.filter(([, text]) => pattern.test(text)).map(([path]) => path);

describe('shared route shapes', () => {
  const routes = moduleFiles('routes.ts');
  const repositories = moduleFiles('repository.ts');

  it('reads the modules it guards', () => {
    expect(routes.length).toBeGreaterThan(5);
    expect(repositories.length).toBeGreaterThan(5);
  });

  it('every list route goes through sendList: no route parses a list query or writes Content-Range itself', () => {
    expect(offenders(routes, /parseListQuery|contentRange\(|header\(\s*'Content-Range'/)).toEqual([]);
  });

  it('every repository list pages through paginate: no hand-written LIMIT/OFFSET paging or total', () => {
    expect(offenders(repositories, /\.offset\([^)]*range|listTotal/)).toEqual([]);
  });

  it('every replaying route answers through sendOnce: none calls once() or sets the replay header itself', () => {
    expect(offenders(routes, /\bonce\(|idempotent-replayed/)).toEqual([]);
  });
});
