import { AVATAR_MAX_BYTES } from '@bb/validation';
import { avatarImageParams, avatarQuery, expertProfileBody } from '@bb/validation/requests';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { rateLimitGuard } from '../auth/rate-limits';
import { randomToken } from '../auth/secret-tokens';
import { signedInAccount } from '../auth/session-store';
import { avatarUrl } from '../content/writer-cards';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { requireExpert } from '../orders/order-access';
import { AVATAR_CONTENT_TYPE, avatarAtSize, squareAvatar } from './avatar-image';
import {
  avatarKeyInUse,
  expertProfileOf,
  replaceAvatarKey,
  saveExpertProfile,
} from './expert-profile-queries';
import { receiveAvatar } from './receive-avatar';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  none: { config: { openapi: {} } },
  save: { config: { openapi: { body: expertProfileBody } } },
  upload: { config: { openapi: { bodyKind: 'file' } } },
  image: { config: { openapi: { params: avatarImageParams, query: avatarQuery, answer: 'file' } } },
} satisfies Record<string, RouteDeclaration>;

/** An uploaded avatar's address never serves other content: a year in every cache. */
const AVATAR_CACHE = 'public, max-age=31536000, immutable';
const AVATAR_KEY_PREFIX = 'avatar-';

/**
 * The expert's public profile (the dashboard's Profile & Settings of the writer role). GET
 * /writers/profile answers it as they edit it, with its public address and whether it is
 * complete; PUT saves pen name, bio, disciplines and availability at once
 * (`saveExpertProfile`); POST /writers/profile/avatar takes an image (`squareAvatar`) that
 * replaces the generated avatar, DELETE goes back to the generated one. GET
 * /widgets/avatar-images/{key}.webp?size= serves an uploaded avatar at the size the avatar URL's
 * placeholder asks for. Only the signed-in expert's own profile; any other role is refused.
 */
export function expertProfileRoutes(ctx: AppContext): FastifyPluginAsync {
  const { publicOrigin } = ctx.config;
  const profileBody = async (writerId: number) => {
    const profile = await expertProfileOf(ctx.db, writerId);
    return {
      profile: {
        slug: profile.slug,
        pen_name: profile.pen_name,
        bio: profile.about,
        discipline_ids: profile.discipline_ids,
        is_available: profile.is_available === 1,
        avatar_url: avatarUrl(publicOrigin, profile),
        has_uploaded_avatar: profile.avatar_key !== null,
        is_complete: profile.is_profile_complete === 1,
        public_url: new URL(`/experts/${profile.slug}.html`, publicOrigin).href,
      },
    };
  };

  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 1 },
    });

    app.get('/writers/profile', shapes.none, async (request) => {
      const { writerId } = await requireExpert(ctx, request);
      return okEnvelope(await profileBody(writerId));
    });

    app.put('/writers/profile', shapes.save, async (request) => {
      const { writerId } = await requireExpert(ctx, request);
      const change = parseInput(expertProfileBody, request.body);
      await saveExpertProfile(ctx, writerId, change);
      return okEnvelope(await profileBody(writerId));
    });

    app.post(
      '/writers/profile/avatar',
      {
        preHandler: rateLimitGuard(
          app,
          ctx.config.rateLimitEnabled,
          'avatarUpload',
          signedInAccount(ctx),
        ),
        ...shapes.upload,
      },
      async (request) => {
        const { writerId } = await requireExpert(ctx, request);
        const avatar = await squareAvatar(await receiveAvatar(request));
        const key = `${AVATAR_KEY_PREFIX}${randomToken(16)}`;
        // Content first: the row never names content that is not there.
        await ctx.files.put(key, avatar, AVATAR_CONTENT_TYPE);
        const previous = await replaceAvatarKey(ctx, writerId, key);
        if (previous !== null) await ctx.files.delete(previous);
        return okEnvelope(await profileBody(writerId));
      },
    );

    app.delete('/writers/profile/avatar', shapes.none, async (request) => {
      const { writerId } = await requireExpert(ctx, request);
      const previous = await replaceAvatarKey(ctx, writerId, null);
      if (previous !== null) await ctx.files.delete(previous);
      return okEnvelope(await profileBody(writerId));
    });

    app.get('/widgets/avatar-images/:file', shapes.image, async (request, reply) => {
      const { file } = parseInput(avatarImageParams, request.params);
      const { size } = parseInput(avatarQuery, request.query);
      const key = file.slice(0, -'.webp'.length);
      const stored =
        key.startsWith(AVATAR_KEY_PREFIX) && (await avatarKeyInUse(ctx.db, key))
          ? await ctx.files.get(key)
          : undefined;
      if (!stored) throw new ApiError('not_found', 404, 'file');
      const master = Buffer.concat(await stored.toArray());
      return reply
        .type(AVATAR_CONTENT_TYPE)
        .header('cache-control', AVATAR_CACHE)
        .send(await avatarAtSize(master, size));
    });
  };
}
