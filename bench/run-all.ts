import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** `npm run bench`: every benchmark in this folder, one after the other, each in its own process. */
const here = path.dirname(new URL(import.meta.url).pathname);
const helpers = new Set(['run-all.ts', 'stats.ts', 'seed-members.ts', 'processes.ts']);
const benches = fs.readdirSync(here).filter((file) => file.endsWith('.ts') && !helpers.has(file));
let failed = false;
for (const bench of benches) {
  console.log(`\n# ${bench}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, bench)], { stdio: 'inherit' });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
