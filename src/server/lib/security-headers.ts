import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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
        scriptSrc: ["'self'"],
        // Leaflet and Radix position elements with style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Only meaningful over TLS; over plain HTTP browsers ignore it anyway.
    strictTransportSecurity: options.https,
  });
}
