import { describe, expect, it } from 'vitest';
import { createMockExpertProfileClient, expertProfileOf, ok } from './testing';

describe('the expert profile calls', () => {
  it('read and save the profile form-encoded, and upload and remove the avatar', async () => {
    const profile = expertProfileOf();
    const { mock, client } = createMockExpertProfileClient({
      'GET /writers/profile': ok({ profile }),
      'PUT /writers/profile': ok({ profile: { ...profile, is_available: false } }),
      'POST /writers/profile/avatar': ok({ profile: { ...profile, has_uploaded_avatar: true } }),
      'DELETE /writers/profile/avatar': ok({ profile }),
    });
    expect(await client.profile()).toEqual({ profile });
    const saved = await client.saveProfile({
      pen_name: 'Adrian K.',
      bio: 'A bio.',
      discipline_ids: [101, 102],
      is_available: false,
    });
    expect(saved.profile.is_available).toBe(false);
    expect(mock.requests[1]?.form?.toString()).toBe(
      'pen_name=Adrian+K.&bio=A+bio.&discipline_ids=101%2C102&is_available=0',
    );
    const uploaded = await client.uploadAvatar(new Blob(['x'], { type: 'image/png' }));
    expect(uploaded.profile.has_uploaded_avatar).toBe(true);
    expect((await client.removeAvatar()).profile.has_uploaded_avatar).toBe(false);
    expect(mock.unmatched).toEqual([]);
  });
});
