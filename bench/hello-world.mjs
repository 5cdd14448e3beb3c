import Fastify from 'fastify';

/** The baseline of bench/http.ts: Fastify's own hello-world, nothing else, on plain node. */
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
