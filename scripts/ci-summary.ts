import fs from 'node:fs';
import path from 'node:path';

/** Adds up the JSON results of every suite CI ran and prints one closing line: "tests: N passed, M failed". */
const dir = process.argv[2];
if (!dir) throw new Error('usage: ci-summary <report dir>');

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
}

let passed = 0;
let failed = 0;
for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as VitestReport | PlaywrightReport;
  if ('stats' in report) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
  } else {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
