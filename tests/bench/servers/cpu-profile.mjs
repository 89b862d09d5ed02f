// Loaded into the product server with NODE_OPTIONS=--import (which refuses --cpu-prof) when
// BENCH_CPU_PROFILE names a directory: profiles the whole process and writes the profile there
// as it exits, to be opened in Chrome's DevTools.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const dir = process.env.BENCH_CPU_PROFILE_DIR;
const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.start');
process.on('exit', () => {
  // an in-process session answers synchronously, so the profile is written before the exit
  session.post('Profiler.stop', (err, result) => {
    if (!err) writeFileSync(path.join(dir, `server-${process.pid}-${Date.now()}.cpuprofile`), JSON.stringify(result.profile));
  });
});
