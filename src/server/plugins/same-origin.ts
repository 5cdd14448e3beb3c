import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#server/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function requestOrigin(request: FastifyRequest, publicOrigin: string | null): string {
  return publicOrigin ?? `${request.protocol}://${request.host}`;
}

/**
 * CSRF defence on top of SameSite cookies: a state-changing request that a browser marks as coming
 * from another site is refused. Clients that send neither header (curl, server-to-server) are not browsers
 * carrying a victim's cookie, so they pass.
 */
export function registerSameOriginCheck(app: FastifyInstance, publicOrigin: string | null) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (origin !== requestOrigin(request, publicOrigin)) {
        throw new AppError('CROSS_ORIGIN_REFUSED', 403, 'Cross-origin request refused');
      }
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError('CROSS_ORIGIN_REFUSED', 403, 'Cross-origin request refused');
    }
  });
}
