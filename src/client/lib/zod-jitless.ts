import { config } from 'zod/v4/core';

// Zod 4 compiles its object parsers with `new Function` once a probe finds eval allowed. Our CSP forbids eval, and
// the probe, although caught, reports a violation on every page that builds a schema; jitless skips both. Zod reads
// the setting as each object schema is built, which modules do as they load: the app's entry imports this file
// first. The landing page's entry builds no schema and loads no zod (3.6 KB gzip it would weigh); should one come to,
// its journey fails on the CSP report, as every journey does (e2e/fixtures.ts).
config({ jitless: true });
