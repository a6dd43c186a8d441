import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

// Each answer's script nonce: React Router writes inline scripts into the pages (its context, the
// module imports), each with the answer's nonce, which script-src then allows. Only scripts: a
// nonce in style-src would turn off the inline styles Leaflet and Radix set.
const nonces = new WeakMap<ServerResponse, string>();

/** The nonce the Content-Security-Policy of this answer lets inline scripts run with. */
export const scriptNonceOf = (reply: FastifyReply): string | undefined => nonces.get(reply.raw);

/** The origin pattern a CSP needs for a Leaflet tile template such as https://{s}.tile.example/{z}/{x}/{y}.png. */
export function tileSource(tileUrl: string): string {
  const { protocol, host } = new URL(tileUrl.replace(/\{s\}/g, 'a'));
  return tileUrl.includes('{s}')
    ? `${protocol}//*.${host.split('.').slice(1).join('.')}`
    : `${protocol}//${host}`;
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    tileUrl: string;
    https: boolean;
    /** STORAGE=s3: the browser PUTs provider images straight to the bucket's origin. */
    uploadOrigin?: string | undefined;
    /**
     * OIDC_ISSUER_URL's origin: signing out posts a form whose answer redirects to the issuer's
     * end-session page, and browsers hold every redirect of a form's submission to form-action.
     */
    signOutOrigin?: string | undefined;
  },
): Promise<void> {
  app.addHook('onRequest', (_request, reply, done) => {
    nonces.set(reply.raw, randomBytes(16).toString('base64'));
    done();
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'", ...(options.uploadOrigin ? [options.uploadOrigin] : [])],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'", ...(options.signOutOrigin ? [options.signOutOrigin] : [])],
        frameAncestors: ["'none'"],
        // Provider images are served by the app (/objects/...) from either storage, so 'self'.
        imgSrc: ["'self'", 'data:', 'blob:', tileSource(options.tileUrl)],
        objectSrc: ["'none'"],
        scriptSrc: [
          "'self'",
          (_request: unknown, response: ServerResponse) => `'nonce-${nonces.get(response)}'`,
        ],
        // Leaflet and Radix position elements with style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Only meaningful over TLS; over plain HTTP browsers ignore it anyway.
    strictTransportSecurity: options.https,
  });
}
