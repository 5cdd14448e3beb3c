import { config } from 'zod/v4/core';

// Zod 4 compiles its object parsers with `new Function` once a probe finds eval allowed. Our CSP forbids eval, and
// the probe, although caught, reports a violation on every page that builds a schema; jitless skips both. Zod reads
// the setting as each object schema is built, which modules do as they load: every entry imports this file first.
config({ jitless: true });
