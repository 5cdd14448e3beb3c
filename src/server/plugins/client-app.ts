import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '#server/errors.ts';
import type { SessionResolver } from '#server/sessions/session-resolver.ts';
import { SESSION_COOKIE } from './sessions.ts';

/**
 * Serves the built client; any other GET outside /api answers a page so the client router decides (it shows
 * its own 404 page). A visitor at / and anyone at /landing get the landing page's own small entry; a member
 * at / gets the app (docs/product-rules.md, Public pages). Hashed assets are cached for a year, pages never.
 */
export async function registerClientApp(app: FastifyInstance, clientDir: string, sessions: SessionResolver) {
  const hasClient = fs.existsSync(path.join(clientDir, 'index.html'));
  const hasLanding = fs.existsSync(path.join(clientDir, 'landing.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file (scripts/precompress-plugin.ts); a phone gets a third.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const isVisitor = async (request: FastifyRequest) => {
    const token = request.cookies[SESSION_COOKIE];
    return !token || !(await sessions.resolve(token));
  };
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api';
    if (!hasClient || !isPage) throw notFound();
    reply.header('cache-control', 'no-cache');
    const pathname = request.url.split('?')[0];
    if (hasLanding && pathname === '/landing') return reply.sendFile('landing.html');
    if (hasLanding && pathname === '/') {
      // The same address answers two pages, so no cache may keep one for the other.
      reply.header('vary', 'Cookie');
      if (await isVisitor(request)) return reply.sendFile('landing.html');
    }
    return reply.sendFile('index.html');
  });
}
