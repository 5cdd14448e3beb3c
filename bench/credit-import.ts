import fs from 'node:fs';
import { analyseReport } from '../src/server/features/credit/analyse-report.ts';
import { createImportPool } from '../src/server/features/credit/import-pool.ts';
import { parseMismoReport } from '../src/server/features/credit/mismo/parse-mismo.ts';
import { measure, report } from './stats.ts';

/** Issue 3's target: parse + analyse the 300-liability tri-merge in under 150 ms (median of 30 runs). */
const fixture = fs.readFileSync(
  new URL('../src/server/features/credit/fixtures/mismo-231-tri-merge-300.xml', import.meta.url),
);
// A file is read only for its own borrower.
const member = { firstName: 'Marco', lastName: 'Testcase', dateOfBirth: null };
const today = new Date().toISOString().slice(0, 10);

const parsed = parseMismoReport(fixture, member);
console.log(
  `fixture: ${(fixture.length / 1024).toFixed(0)} KB, ${parsed.tradelines.length} tradelines from ${parsed.tradelines.reduce((n, t) => n + t.views.length, 0)} bureau records`,
);
report('parse MISMO 2.3.1 (300 liabilities)', 30, await measure(30, async () => parseMismoReport(fixture, member)));
report('analyse (classify + dispute finder)', 30, await measure(30, async () => analyseReport(parsed, today)));
report('parse + analyse', 30, await measure(30, async () => analyseReport(parseMismoReport(fixture, member), today)));
const pool = createImportPool();
report(
  'the same on a worker thread, compressed too',
  30,
  await measure(30, () => pool.read({ document: fixture, source: 'upload', member, asOf: today })),
);
await pool.close();
const sample = fs.readFileSync(
  new URL(
    '../src/server/features/credit/fixtures/mismo-3.4/15_2borrowers-only-1-borrower-has-hits.xml',
    import.meta.url,
  ),
);
report(
  'parse + analyse the 2 MB MISMO 3.4 sample',
  10,
  await measure(10, async () =>
    analyseReport(parseMismoReport(sample, { firstName: 'Karen', lastName: 'Aahtexo', dateOfBirth: null }), today),
  ),
);
