import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.ts';

/**
 * Serves the built client; any other GET outside /api answers index.html so the client router decides
 * (it shows its own 404 page). Hashed assets are cached for a year, index.html never.
 */
export async function registerClientApp(app: FastifyInstance, clientDir: string) {
  const hasClient = fs.existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api';
    if (!hasClient || !isPage) throw notFound();
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
