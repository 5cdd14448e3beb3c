/**
 * The architecture as rules (docs/architecture.md draws it). `npm run check:architecture` runs them, and
 * .ci/run fails on any violation; each rule's comment is what the failure prints.
 *
 * Layers, from the top: the composition root (src/server/*.ts) wires features together; features
 * (src/server/features/<name>) hold the product's rules; infrastructure (db, the member lock, mail, crypto,
 * jobs, plugins, sessions, lib, audit, documents) serves them and knows none of them; src/shared holds the
 * contracts and pure rules both sides speak. Tests and test-support may reach anywhere: they exercise the parts.
 */
const TESTS = ['\\.test\\.tsx?$', '/test-support/'];
const INFRASTRUCTURE =
  '^src/server/(db|crypto|mail|jobs|plugins|sessions|lib|audit|documents)/|^src/server/(clock|errors)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment:
        'Two modules import each other, directly or through others (type-only imports count): one of them holds what both need, or the shared part moves below both.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'client-never-imports-server',
      severity: 'error',
      comment: 'The browser bundle must not pull server code (secrets, database, Node APIs): share through src/shared.',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-never-imports-client',
      severity: 'error',
      comment: 'The server must not depend on React code: share through src/shared.',
      from: { path: '^src/server/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'shared-stays-shared',
      severity: 'error',
      comment: 'src/shared runs on both sides: it imports neither the server nor the client.',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|client)/' },
    },
    {
      name: 'infrastructure-knows-no-feature',
      severity: 'error',
      comment:
        'Infrastructure serves every feature and knows none: pass what it needs in (a function, a value) from the composition root or the feature.',
      from: { path: INFRASTRUCTURE, pathNot: TESTS },
      to: { path: '^src/server/features/|^src/server/(app|app-deps|server|main)\\.ts$' },
    },
    {
      name: 'features-meet-through-entries',
      severity: 'error',
      comment:
        "A feature uses another only through that feature's public entry (features/<name>/index.ts); its other files are its own business.",
      from: { path: '^src/server/features/([^/]+)/', pathNot: TESTS },
      to: {
        path: '^src/server/features/([^/]+)/',
        pathNot: ['^src/server/features/$1/', '^src/server/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'root-wires-entries',
      severity: 'error',
      comment:
        "The composition root (src/server/*.ts) registers each feature's routes.ts and uses the rest through its public entry (index.ts).",
      from: { path: '^src/server/[^/]+\\.ts$', pathNot: TESTS },
      to: { path: '^src/server/features/[^/]+/', pathNot: '^src/server/features/[^/]+/(index|routes)\\.ts$' },
    },
    {
      name: 'only-queries-talk-to-the-database',
      severity: 'error',
      comment:
        "Only a feature's *queries.ts files build SQL (drizzle-orm, the table schema): routes and services call them, so every statement is found in one kind of file.",
      from: { path: '^src/server/features/', pathNot: ['queries\\.ts$', ...TESTS] },
      to: { path: '^src/server/db/schema/|^node_modules/drizzle-orm/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'only-the-mailing-client-calls-lob',
      severity: 'error',
      comment:
        "Lob's SDK is used in features/mailing/lob-client.ts only: its errors carry our API key, and that file turns them into ours without it (decision 023).",
      from: { path: '^src/', pathNot: ['^src/server/features/mailing/lob-client\\.ts$', ...TESTS] },
      to: { path: '^node_modules/@lob/' },
    },
    {
      name: 'client-features-meet-through-entries',
      severity: 'error',
      comment: "A client feature uses another only through that feature's public entry (features/<name>/index.ts).",
      from: { path: '^src/client/features/([^/]+)/', pathNot: TESTS },
      to: {
        path: '^src/client/features/([^/]+)/',
        pathNot: ['^src/client/features/$1/', '^src/client/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'client-parts-know-no-feature',
      severity: 'error',
      comment:
        'Shared client parts (components, lib) serve every feature and know none: a part that needs a feature belongs in that feature.',
      from: { path: '^src/client/(components|lib)/', pathNot: TESTS },
      to: { path: '^src/client/(features|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^src/|^node_modules/drizzle-orm/|^node_modules/@lob/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
