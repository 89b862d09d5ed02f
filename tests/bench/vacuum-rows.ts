import { depositApprovals, depositSaves, listRequests } from './api';
import { SIZES, type Engine } from './config';
import type { Served } from './engine';
import { http } from './load';
import { fig } from './http-rows';
import type { Row } from './report';

/**
 * The list after SIZES.writes ordinary writes through the API (half deposit saves, half
 * their approvals) with no manual VACUUM, then right after a VACUUM ANALYZE: slower by how much.
 */
export async function vacuumRows(engine: Engine, s: Served): Promise<Row[]> {
  const saves = Math.ceil(SIZES.writes / 2);
  if (saves > s.writers.length * 5) throw new Error(`${saves} deposits need ${Math.ceil(saves / 5)} writers: raise BENCH_WRITERS`);
  console.log(`${engine}: ${SIZES.writes} ordinary writes...`);
  const ids: string[] = [];
  const saved = await http({ url: s.server.base, amount: saves, requests: depositSaves(s.writers, ids) });
  const approved = await http({ url: s.server.base, amount: ids.length, requests: depositApprovals(s.admin, ids) });
  if (saved.non2xx || approved.non2xx) throw new Error(`writes refused: ${saved.non2xx} saves, ${approved.non2xx} approvals`);
  console.log(`${engine}: list after the writes...`);
  const after = await http({ url: s.server.base, requests: listRequests(s.admin) });
  await s.vacuum();
  console.log(`${engine}: list freshly vacuumed...`);
  const vacuumed = await http({ url: s.server.base, requests: listRequests(s.admin) });
  console.log({ after, vacuumed });
  const slower = vacuumed.rps / after.rps;
  return [
    {
      measure: `same list after ${(saved.ok + approved.ok).toLocaleString('en-US')} ordinary writes, no manual VACUUM (times slower)`,
      engine: s.label,
      product: fig(after),
      anchor: `freshly vacuumed ${fig(vacuumed)}`,
      ratio: slower,
      goal: '<= 1.3',
      holds: slower <= 1.3,
    },
  ];
}
