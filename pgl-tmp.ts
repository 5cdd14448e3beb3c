import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from './src/server/db/client.ts';

let t = performance.now();
const a = new PGlite();
await a.waitReady;
console.log('pglite', performance.now() - t);
t = performance.now();
const h = await openDatabase({ kind: 'pglite', dataDir: null });
console.log('open+migrate', performance.now() - t);
t = performance.now();
const c = await (a as any).clone();
console.log('clone', performance.now() - t);
t = performance.now();
const b = new PGlite();
await b.waitReady;
console.log('pglite2', performance.now() - t);
