import { createMockExpertProfileClient, expertProfileOf, fail, ok } from '@bb/api-client/testing';
import {
  createTestEnvironment,
  DISCIPLINE_GROUPS,
  DISCIPLINES,
  type FakeApiServer,
  ok as serverOk,
  startFakeApiServer,
} from '@bb/form-hooks/test-support';
import { DASHBOARD_ERROR_CATALOGUE, DASHBOARD_MESSAGES } from '@bb/validation';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useExpertProfile } from './use-expert-profile';

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  server.on(
    'GET /widgets/dictionaries/discipline_sub,discipline_sub_grouping',
    serverOk({ discipline_sub: DISCIPLINES, discipline_sub_grouping: DISCIPLINE_GROUPS }),
  );
});

const PROFILE = expertProfileOf({ discipline_ids: [11] });
const GET = 'GET /writers/profile';
const PUT = 'PUT /writers/profile';

async function renderProfile(routes: Parameters<typeof createMockExpertProfileClient>[0]) {
  const { client, mock } = createMockExpertProfileClient({
    [GET]: ok({ profile: PROFILE }),
    ...routes,
  });
  const test = createTestEnvironment(server);
  const rendered = renderHook(() => useExpertProfile({ client }), { wrapper: test.wrapper });
  await waitFor(() => expect(rendered.result.current.status).toBe('ready'));
  await waitFor(() => expect(rendered.result.current.disciplinesStatus).toBe('ready'));
  return { ...rendered, mock };
}

describe('useExpertProfile', () => {
  it('starts from the saved profile and offers the dictionary without its popular group', async () => {
    const { result } = await renderProfile({});
    expect(result.current.values).toEqual({
      pen_name: 'Adrian K.',
      bio: PROFILE.bio,
      discipline_ids: [11],
      is_available: true,
    });
    expect(result.current.disciplineGroups.map((group) => group.title)).not.toContain(
      'Most popular',
    );
    expect(result.current.disciplineGroups.flatMap((group) => group.options).length).toBe(
      DISCIPLINES.length,
    );
  });

  it('shows its own rules beside each field without calling the server', async () => {
    const { result, mock } = await renderProfile({});
    act(() => result.current.edit({ pen_name: '7', bio: 'Short' }));
    act(() => result.current.toggleDiscipline(11, false));
    await act(() => result.current.save());
    expect(result.current.errors).toEqual({
      pen_name: DASHBOARD_MESSAGES.pen_name_invalid,
      bio: DASHBOARD_MESSAGES.bio_too_short,
      discipline_ids: DASHBOARD_MESSAGES.disciplines_required,
    });
    expect(mock.count(PUT)).toBe(0);
    // Typing in a field clears its message.
    act(() => result.current.edit({ pen_name: 'Ada' }));
    expect(result.current.errors.pen_name).toBeUndefined();
  });

  it('saves, says so, and shows a pen name another expert has beside the pen name', async () => {
    let taken = true;
    const { result, mock } = await renderProfile({
      [PUT]: () =>
        taken
          ? fail('pen_name_taken', 409)
          : ok({ profile: { ...PROFILE, pen_name: 'Ada L.', slug: 'ada-l', is_available: false } }),
    });
    act(() => result.current.edit({ pen_name: 'Beatrice L.', is_available: false }));
    await act(() => result.current.save());
    expect(result.current.errors).toEqual({
      pen_name: DASHBOARD_ERROR_CATALOGUE.pen_name_taken.message,
    });
    taken = false;
    act(() => result.current.edit({ pen_name: 'Ada L.' }));
    await act(() => result.current.save());
    expect(mock.requests.at(-1)?.form?.get('is_available')).toBe('0');
    expect(result.current.profile?.slug).toBe('ada-l');
    expect(result.current.errors).toEqual({});
    expect(result.current.announcement).toMatchObject({ text: 'Your profile is saved.' });
  });

  it('uploads and removes the avatar, a refused image explained beside it', async () => {
    let image = false;
    const { result } = await renderProfile({
      'POST /writers/profile/avatar': () =>
        image
          ? ok({ profile: { ...PROFILE, has_uploaded_avatar: true, avatar_url: 'x?size={size}' } })
          : fail('avatar_not_image', 415),
      'DELETE /writers/profile/avatar': ok({ profile: PROFILE }),
    });
    act(() => result.current.edit({ bio: `${PROFILE.bio} More.` }));
    await act(() => result.current.uploadAvatar(new Blob(['text'])));
    expect(result.current.errors.avatar).toBe(DASHBOARD_ERROR_CATALOGUE.avatar_not_image.message);
    image = true;
    await act(() => result.current.uploadAvatar(new Blob(['png'], { type: 'image/png' })));
    expect(result.current.profile?.has_uploaded_avatar).toBe(true);
    expect(result.current.errors.avatar).toBeUndefined();
    // What the expert typed meanwhile stays.
    expect(result.current.values?.bio).toBe(`${PROFILE.bio} More.`);
    await act(() => result.current.removeAvatar());
    expect(result.current.profile?.has_uploaded_avatar).toBe(false);
  });
});
