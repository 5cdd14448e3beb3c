import { config } from 'zod/v4/core';

// Zod 4 compiles its object parsers with `new Function` once a probe finds eval allowed. Our CSP forbids eval, and
// the probe, although caught, reports a violation on every page that builds a schema; jitless skips both. Zod reads
// the setting as each object schema is built, which modules do as they load: the app's entry imports this file
// first, and vite.config.ts keeps it in zod's own chunk, right after zod's core, so that any page loading zod gets
// it before a schema is built. The landing page loads no zod (3.6 KB gzip it would weigh); bench/bundle.ts's budget
// would tell if it came to. Every journey fails on a CSP report (e2e/fixtures.ts).
config({ jitless: true });
