import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * What the pages may load: only the app's own scripts (no inline script, no eval, no other origin),
 * styles inline too because MUI (emotion) writes its styles into <style> elements at run time, images
 * from the server (lot pictures by their own, signed or public, addresses: ADR 0033), data: and blob:
 * (the captcha is fetched with its token header and shown through an object URL). The book pages'
 * JSON-LD is a data block, which script-src does not govern.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  frameSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** Browser features the app never uses, switched off for it and anything it could be made to embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * Security headers on every response (helmet): the CSP above, no framing, no MIME sniffing, the
 * referrer only as an origin across sites, and HSTS only when the public address is https (an http
 * deployment must not tell browsers to insist on https).
 */
export async function registerSecurityHeaders(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  const https = publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...CONTENT_SECURITY_POLICY, ...(https ? { upgradeInsecureRequests: [] } : {}) },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // The API's JSON and images are same-origin; nothing is meant to be embedded by other sites.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
