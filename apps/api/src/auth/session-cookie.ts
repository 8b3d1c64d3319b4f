import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'bb_session';

/**
 * HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site sub-requests), path /,
 * and Secure whenever the request came over https: directly, or through a proxy we were told to
 * trust (TRUST_PROXY), which is the only case where X-Forwarded-Proto counts.
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number | undefined,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    path: '/',
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    path: '/',
  });
}

export function readSessionCookie(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token && /^[A-Za-z0-9_-]{22,128}$/.test(token) ? token : undefined;
}

export function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}
