import type { FastifyInstance } from 'fastify';

/**
 * Every route the app registered, as `METHOD /path` with its parameters (`:id`), read from Fastify's own
 * route tree (`printRoutes`): each line is a node whose path continues its parent's, four characters deeper.
 */
export function listRoutes(app: FastifyInstance): string[] {
  const paths: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (depth > 0 ? (paths[depth - 1] ?? '') : '') + (match[2] ?? '');
    paths[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) routes.push(`${method} ${path}`);
  }
  return routes;
}
