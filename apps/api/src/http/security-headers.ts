import type { FastifyInstance } from 'fastify';

/**
 * Powerful browser features, each turned off for our pages and every frame in them: neither the
 * site nor the dashboard uses any, so an injected script or a framed page cannot ask for them.
 * Only features Chromium knows: it warns on every page about an unknown one (`bluetooth`, in
 * Debian's Chromium 150, measured on the built site).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  // FLoC's name: Chromium still knows it; browsers that moved on ignore it.
  'interest-cohort',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The response headers of a JSON API (OWASP's REST list): nothing in an answer may run, frame or
 * be sniffed as another type, and nothing is cached unless a route says so (avatars do). They are
 * the same for every answer, so they are set from one frozen object: helmet's per-request
 * middleware chain cost about a third of the throughput of a cached read (see README).
 */
export const SECURITY_HEADERS = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  // Satellite sites show our avatars.
  'cross-origin-resource-policy': 'cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cache-control': 'no-store',
});

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
}
