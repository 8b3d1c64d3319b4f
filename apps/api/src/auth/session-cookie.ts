import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config';

/** The session cookie's name on a plain-http (localhost) origin. */
export const SESSION_COOKIE = 'bb_session';
/**
 * Its name on an https origin. Browsers accept a `__Host-` cookie only when it is Secure, has
 * path / and no Domain, so no subdomain or plain-http page can plant or overwrite it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

type OriginConfig = Pick<ApiConfig, 'publicOrigin'>;

/**
 * Whether our cookies are Secure: decided by PUBLIC_ORIGIN alone, not by how a request arrived,
 * so a TLS proxy that does not say so (or is not trusted) cannot turn Secure off. Configuration
 * accepts plain http only for a loopback origin.
 */
export function isHttpsOrigin(config: OriginConfig): boolean {
  return config.publicOrigin.startsWith('https:');
}

export function sessionCookieName(config: OriginConfig): string {
  return isHttpsOrigin(config) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site sub-requests), path /. */
function cookieOptions(config: OriginConfig) {
  return { httpOnly: true, sameSite: 'lax', secure: isHttpsOrigin(config), path: '/' } as const;
}

export function setSessionCookie(
  config: OriginConfig,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number | undefined,
): void {
  reply.setCookie(sessionCookieName(config), token, {
    ...cookieOptions(config),
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  });
}

export function clearSessionCookie(config: OriginConfig, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(config), cookieOptions(config));
}

export function readSessionCookie(
  config: OriginConfig,
  request: FastifyRequest,
): string | undefined {
  const token = request.cookies[sessionCookieName(config)];
  return token && /^[A-Za-z0-9_-]{22,128}$/.test(token) ? token : undefined;
}
