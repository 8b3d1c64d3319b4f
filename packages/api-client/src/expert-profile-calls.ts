import type { ExpertProfile } from './api-types';
import type { CallContext } from './call-context';
import { createTransport, type RequestOptions, type TransportOptions } from './transport';

export const EXPERT_PROFILE_PATH = '/writers/profile';
export const EXPERT_AVATAR_PATH = '/writers/profile/avatar';

export interface SaveExpertProfileForm {
  /** Unique whatever its case (`pen_name_taken`); a new one moves the public slug. */
  pen_name: string;
  bio: string;
  /** Ids of the discipline dictionary, at least one. */
  discipline_ids: number[];
  /** Whether the expert accepts orders (can be requested and assigned). */
  is_available: boolean;
}

/**
 * The expert's public profile: reading it, saving it whole, and their avatar (an uploaded image
 * replaces the generated one; removing it goes back). Each call answers the profile as it now is.
 */
export function createExpertProfileCalls({ transport }: CallContext) {
  return {
    /** GET /writers/profile */
    profile: ({ signal }: RequestOptions = {}) =>
      transport.send<{ profile: ExpertProfile }>({
        method: 'GET',
        path: EXPERT_PROFILE_PATH,
        signal,
      }),

    /**
     * PUT /writers/profile: `pen_name_invalid`, `pen_name_taken`, `bio_too_short`, `bio_too_long`,
     * `disciplines_required` and `disciplines_too_many`, each on its field.
     */
    saveProfile: (form: SaveExpertProfileForm, { signal }: RequestOptions = {}) =>
      transport.send<{ profile: ExpertProfile }>({
        method: 'PUT',
        path: EXPERT_PROFILE_PATH,
        form: {
          pen_name: form.pen_name,
          bio: form.bio,
          discipline_ids: form.discipline_ids.join(','),
          is_available: form.is_available,
        },
        signal,
      }),

    /** POST /writers/profile/avatar: an image of up to 5 MB (`avatar_too_large`, `avatar_not_image`). */
    uploadAvatar: (file: Blob, { signal }: RequestOptions = {}) => {
      const form = new FormData();
      form.append('avatar', file);
      return transport.send<{ profile: ExpertProfile }>({
        method: 'POST',
        path: EXPERT_AVATAR_PATH,
        form,
        signal,
      });
    },

    /** DELETE /writers/profile/avatar: back to the generated avatar. */
    removeAvatar: ({ signal }: RequestOptions = {}) =>
      transport.send<{ profile: ExpertProfile }>({
        method: 'DELETE',
        path: EXPERT_AVATAR_PATH,
        signal,
      }),
  };
}

/** The expert profile's calls, a client of their own so that no other page's bundle carries them. */
export function createExpertProfileClient(options: TransportOptions = {}) {
  return createExpertProfileCalls({ transport: createTransport(options) });
}

export type ExpertProfileClient = ReturnType<typeof createExpertProfileClient>;
