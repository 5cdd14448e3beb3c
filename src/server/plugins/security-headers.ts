import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Scripts only from our own origin: the built client has no inline script (the theme is set by a file).
 * Inline styles stay allowed because Radix's scroll lock injects a <style> element at run time.
 */
export async function registerSecurityHeaders(app: FastifyInstance, servedOverHttps: boolean) {
  await app.register(helmet, {
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
  });
}
