import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '#server/errors.ts';
import type { SessionResolver } from '#server/sessions/session-resolver.ts';
import { PAGE_PATHS } from '#shared/constants/page-paths.ts';
import { NO_SESSION_COOKIE } from '#shared/constants/session-hint.ts';
import { markNoSession, SESSION_COOKIE } from './sessions.ts';

/** The router's patterns as it matches them: any case, a trailing slash allowed, `:name` one segment. */
const PAGES = PAGE_PATHS.map((pattern) => {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`, 'iu');
});

/** A missing hashed asset, or anything named like a file, is no page: a browser must not run the app's HTML as one. */
const namesAFile = (pathname: string) => pathname.startsWith('/assets/') || /\.[^/.]+$/u.test(pathname);

/**
 * Serves the built client; a GET for a page answers the client's HTML, 404 when the router has no such page (it
 * still shows the client's own not-found page). A visitor at / and anyone at /landing get the landing page's own
 * small entry; a member at / gets the app (docs/product-rules.md, Public pages). Hashed assets are cached for a
 * year, pages never. API paths and file names that are not files are plain 404s.
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
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !namesAFile(pathname);
    if (!hasClient || !isPage) throw notFound();
    reply.header('cache-control', 'no-cache');
    if (!request.cookies[SESSION_COOKIE]) markNoSession(reply);
    else if (request.cookies[NO_SESSION_COOKIE]) reply.clearCookie(NO_SESSION_COOKIE, { path: '/' });
    if (!PAGES.some((page) => page.test(pathname))) return reply.code(404).sendFile('index.html');
    if (hasLanding && pathname === '/landing') return reply.sendFile('landing.html');
    if (hasLanding && pathname === '/') {
      // The same address answers two pages, so no cache may keep one for the other.
      reply.header('vary', 'Cookie');
      if (await isVisitor(request)) return reply.sendFile('landing.html');
    }
    return reply.sendFile('index.html');
  });
}
