import type { UserRole } from '@bb/validation';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { ApiError } from '../http/envelope';
import { type CurrentSession, requireSession, userRole } from './session-store';

/** The signed-in user in `role`; anyone else is refused (spec §6: roles do not mix). */
export async function requireRole(
  ctx: AppContext,
  request: FastifyRequest,
  role: UserRole,
): Promise<CurrentSession> {
  const session = await requireSession(ctx, request);
  if (userRole(session.user) !== role)
    throw new ApiError('user_role_required_user_not_matched', 403);
  return session;
}
