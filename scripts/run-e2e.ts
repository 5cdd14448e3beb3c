import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { chromiumPath } from '../playwright.config.ts';

/** The browser suite: needs Debian's Chromium (never a downloaded browser) and a built client. */
if (!fs.existsSync(chromiumPath)) {
  console.error(
    `Chromium was not found at ${chromiumPath}.\n` +
      'The browser tests use the system Chromium. Install it with:  apt-get install -y chromium\n' +
      '(or point CHROMIUM_PATH at a Chromium binary).',
  );
  process.exit(1);
}
execFileSync(process.execPath, ['scripts/build-if-needed.ts'], { stdio: 'inherit' });
const result = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
