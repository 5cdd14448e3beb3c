// Runs before `npm start` and `npm test` on whatever Node the machine has, so it is plain CommonJS that any
// Node still in use can run: an older Node would otherwise die later with ERR_UNKNOWN_FILE_EXTENSION ".ts".
const fs = require('node:fs');
const path = require('node:path');

const wanted = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')).engines.node;
const minimum = wanted
  .replace(/^>=\s*/, '')
  .split('.')
  .map(Number);
const found = process.versions.node.split('.').map(Number);
const at = (version, i) => version[i] || 0;
const differs = [0, 1, 2].find((i) => at(found, i) !== at(minimum, i));

if (differs !== undefined && at(found, differs) < at(minimum, differs)) {
  process.stderr.write(
    `CreditPath needs Node.js ${minimum.join('.')} or later (this is ${process.version}): install Node 24 from https://nodejs.org, or run \`nvm install\` (or \`fnm use\`) here, which reads .nvmrc.\n`,
  );
  process.exit(1);
}
