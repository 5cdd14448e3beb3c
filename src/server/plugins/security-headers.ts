import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Scripts only from our own origin: the built client has no inline script (the theme is set by a file).
 * Inline styles stay allowed because Radix's scroll lock injects a <style> element at run time.
 */
function helmetOptions(servedOverHttps: boolean): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: servedOverHttps ? [] : null,
      },
    },
    strictTransportSecurity: servedOverHttps,
  };
}

/**
 * Helmet's headers are the same for every response (no nonces), yet its middleware rebuilt them on each one, a
 * twelfth of a signed-in request's time: they are asked of it once, and every reply gets the same set.
 */
function securityHeaders(servedOverHttps: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown = null;
  helmet(helmetOptions(servedOverHttps))({} as IncomingMessage, response, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, servedOverHttps: boolean) {
  const headers = securityHeaders(servedOverHttps);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
