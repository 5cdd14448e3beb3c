import fs from 'node:fs';
import path from 'node:path';

/**
 * The paths the docs name, so a test can hold them to the tree: a doc that names a file that moved sends a
 * newcomer nowhere. scripts/doc-paths.test.ts runs this over the docs.
 */

/** The documents whose paths are checked, relative to the repository root. */
export function documentsToCheck(root: string): string[] {
  const decisions = fs
    .readdirSync(path.join(root, 'docs/decisions'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/decisions/${name}`);
  return ['README.md', 'docs/architecture.md', 'docs/product-rules.md', 'docs/code-style.md', ...decisions];
}

const EXTENSIONS = /\.(ts|tsx|mts|cts|js|mjs|cjs|md|sql|json|html|css|yml|yaml)$/;
const FOLDERS = /^(src|docs|scripts|bench|e2e|\.ci)\//;
// A source file named without its folder (`purge-member.ts`, `0006_audit_log.sql`): it must be somewhere in the tree.
const SOURCE_NAME = /^[a-z0-9][\w.-]*\.(ts|tsx|mts|cts|mjs|cjs|sql)$/i;
// `<name>`, `*`, `NNN`, `YYYY`, `...`, `DATA_DIR/...` (a setting's value): a pattern or an example, not one file.
const PLACEHOLDER = /[<>*?]|\.\.\.|NNN|YYYY|^[A-Z][A-Z0-9_]+\//;
// Where a doc's path may start from, in order: the repository root, then the folders the docs abbreviate
// (`src/`, and `src/server/` and `src/client/`, whose paths the architecture names from inside: `db/schema/`,
// `features/credit/`, `app/routes/`). The package's subpath imports (`#server/...`) name their folder themselves.
export const BASES = ['', 'src/', 'src/server/', 'src/client/'];
const SUBPATH_IMPORTS: Record<string, string> = {
  '#server/': 'src/server/',
  '#client/': 'src/client/',
  '#shared/': 'src/shared/',
};

/** `a/{b,c}.json` → `a/b.json`, `a/c.json` (one brace group, as the docs write it). */
function expandBraces(token: string): string[] {
  const match = token.match(/^(.*)\{([^{}]+)\}(.*)$/);
  if (!match) return [token];
  const [, before, choices, after] = match;
  return (choices ?? '').split(',').map((choice) => `${before}${choice}${after}`);
}

/**
 * The backticked tokens of a Markdown text that name a file or folder of the repository: they contain a `/` and end
 * in a source or document extension or in `/`, or start with a top folder (`src/`, `docs/`, `scripts/`, `bench/`,
 * `e2e/`, `.ci/`); or they are a source file's bare name (`service.ts`). Fenced code blocks are left out (the architecture's diagram abbreviates), and so are URLs and
 * URL paths (`/api/...`), relative import examples (`./service.ts`) and patterns with placeholders.
 */
export function pathTokens(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  const tokens = new Set<string>();
  // A span may wrap onto the next line; it is one token all the same (and skipped if it holds a space).
  for (const [, raw] of prose.matchAll(/`([^`]+)`/g)) {
    const token = (raw ?? '').trim().replace(/:\d+$/, '');
    if (/\s/.test(token) || PLACEHOLDER.test(token)) continue;
    if (!token.includes('/')) {
      if (SOURCE_NAME.test(token)) tokens.add(token);
      continue;
    }
    if (token.includes('://') || token.startsWith('/') || token.startsWith('./') || token.startsWith('../')) continue;
    for (const candidate of expandBraces(token)) {
      if (EXTENSIONS.test(candidate) || candidate.endsWith('/') || FOLDERS.test(candidate)) tokens.add(candidate);
    }
  }
  return [...tokens];
}

/**
 * Whether a doc's path names something in the tree, from the root or one of the bases; a bare file name, whether a
 * file of that name is anywhere in `fileNames`.
 */
export function pathExists(root: string, token: string, fileNames: ReadonlySet<string>): boolean {
  if (!token.includes('/')) return fileNames.has(token);
  for (const [prefix, folder] of Object.entries(SUBPATH_IMPORTS)) {
    if (token.startsWith(prefix)) return fs.existsSync(path.join(root, folder, token.slice(prefix.length)));
  }
  const isFolder = token.endsWith('/');
  return BASES.some((base) => {
    const full = path.join(root, base, token);
    return isFolder ? fs.existsSync(full) && fs.statSync(full).isDirectory() : fs.existsSync(full);
  });
}

/**
 * The folders `.gitignore` names (`dist/`, `data/`, `e2e/screenshots/`): a build or a run makes them, so a fresh clone
 * has none and a working copy may have a stale one; a doc's path into them is not checked.
 */
function generatedFolders(root: string): string[] {
  return fs
    .readFileSync(path.join(root, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.endsWith('/') && !line.startsWith('#'));
}

/** The names of the files in the repository, outside `node_modules`, `.git` and the generated folders. */
function fileNamesIn(root: string, generated: string[]): Set<string> {
  const names = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = `${folder}${entry.name}`;
      if (entry.isFile()) names.add(entry.name);
      else if (
        entry.isDirectory() &&
        !['node_modules', '.git'].includes(entry.name) &&
        !generated.includes(`${relative}/`)
      ) {
        walk(`${relative}/`);
      }
    }
  };
  walk('');
  return names;
}

/** Every path a document names that is not in the tree, as `document: path`. */
export function missingPaths(root: string, documents: string[]): string[] {
  const generated = generatedFolders(root);
  const fileNames = fileNamesIn(root, generated);
  return documents.flatMap((document) =>
    pathTokens(fs.readFileSync(path.join(root, document), 'utf8'))
      .filter((token) => !generated.some((folder) => token.startsWith(folder)))
      .filter((token) => !pathExists(root, token, fileNames))
      .map((token) => `${document}: ${token}`),
  );
}
