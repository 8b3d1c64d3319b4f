import type { ExpertProfile, ExpertProfileClient } from '@bb/api-client';
import { useDisciplines } from '@bb/form-hooks/internal';
import {
  ERROR_CATALOGUE,
  EXPERT_PROFILE_FIELDS,
  type ExpertProfileField,
  mapServerErrors,
  validateExpertProfile,
} from '@bb/validation';
import { useState } from 'react';
import { useAnnouncement } from '../kit/use-announcement';
import { useLoaded } from '../kit/use-loaded';
import { EXPERT_PROFILE_TEXTS } from './expert-profile-texts';

export interface ExpertProfileValues {
  pen_name: string;
  bio: string;
  discipline_ids: number[];
  is_available: boolean;
}

/** A message per field, `avatar` beside the avatar, `form` above the form. */
export type ExpertProfileErrors = Partial<Record<ExpertProfileField | 'avatar' | 'form', string>>;

export interface UseExpertProfileOptions {
  /** `createExpertProfileClient()` from `@bb/api-client`. */
  client: ExpertProfileClient;
}

const valuesOf = (profile: ExpertProfile): ExpertProfileValues => ({
  pen_name: profile.pen_name,
  bio: profile.bio,
  discipline_ids: profile.discipline_ids,
  is_available: profile.is_available,
});

/** A failed call's messages, each on the field the catalogue names (the rest above the form). */
function placedErrors(error: unknown, fallback: 'form' | 'avatar'): ExpertProfileErrors {
  const { fields } = mapServerErrors(error, ERROR_CATALOGUE);
  const placed: ExpertProfileErrors = {};
  for (const [field, message] of Object.entries(fields)) {
    const own = (EXPERT_PROFILE_FIELDS as readonly string[]).includes(field) || field === 'avatar';
    placed[own ? (field as keyof ExpertProfileErrors) : fallback] ??= message;
  }
  return placed;
}

/**
 * The expert's public profile on Profile & Settings: loads it (and the discipline dictionary),
 * keeps the form's values (pen name, bio, disciplines, availability), judges them with
 * @bb/validation's `validateExpertProfile` on save and shows each message beside its field, the
 * server's too (a pen name another expert has beside the pen name). The avatar uploads and goes
 * back to the generated one on its own, at once. Each outcome is announced.
 */
export function useExpertProfile({ client }: UseExpertProfileOptions) {
  const loaded = useLoaded('expert-profile', (signal) =>
    client.profile({ signal }).then((body) => body.profile),
  );
  const disciplines = useDisciplines();
  const [edited, setEdited] = useState<ExpertProfileValues | null>(null);
  const [errors, setErrors] = useState<ExpertProfileErrors>({});
  const [busy, setBusy] = useState<'save' | 'avatar' | null>(null);
  const { announcement, announce } = useAnnouncement();
  const profile = loaded.data;
  const values = edited ?? (profile ? valuesOf(profile) : null);

  const edit = (change: Partial<ExpertProfileValues>) => {
    if (!values) return;
    setEdited({ ...values, ...change });
    const cleared = { ...errors, form: undefined };
    for (const field of Object.keys(change)) delete cleared[field as ExpertProfileField];
    setErrors(cleared);
  };

  const accept = (saved: ExpertProfile) => {
    loaded.setData(saved);
    setEdited(null);
  };

  async function save(): Promise<void> {
    if (!values || busy) return;
    const invalid = validateExpertProfile(values);
    if (Object.keys(invalid).length > 0) {
      setErrors(
        Object.fromEntries(Object.entries(invalid).map(([field, error]) => [field, error.message])),
      );
      return;
    }
    setBusy('save');
    try {
      accept((await client.saveProfile(values)).profile);
      setErrors({});
      announce(EXPERT_PROFILE_TEXTS.saved, 'success');
    } catch (error) {
      setErrors(placedErrors(error, 'form'));
    } finally {
      setBusy(null);
    }
  }

  async function changeAvatar(file: Blob | null): Promise<void> {
    if (busy) return;
    setBusy('avatar');
    try {
      const answer = file ? await client.uploadAvatar(file) : await client.removeAvatar();
      // What the expert typed meanwhile stays in the form (`edited`).
      loaded.setData(answer.profile);
      setErrors({ ...errors, avatar: undefined });
      announce(
        file ? EXPERT_PROFILE_TEXTS.avatarSaved : EXPERT_PROFILE_TEXTS.avatarRemoved,
        'success',
      );
    } catch (error) {
      setErrors({
        ...errors,
        avatar: placedErrors(error, 'avatar').avatar ?? EXPERT_PROFILE_TEXTS.avatarHint,
      });
    } finally {
      setBusy(null);
    }
  }

  return {
    texts: EXPERT_PROFILE_TEXTS,
    status: loaded.status,
    reload: loaded.reload,
    /** The profile as saved: its slug, avatar, public address and completeness. */
    profile,
    values,
    errors,
    busy,
    announcement,
    /** The dictionary's groups to choose from (its "most popular" group left out: all are listed). */
    disciplineGroups: disciplines.groups.filter((group) => group.key !== 'most-popular'),
    disciplinesStatus: disciplines.status,
    edit,
    toggleDiscipline: (id: number, chosen: boolean) => {
      if (!values) return;
      const others = values.discipline_ids.filter((known) => known !== id);
      edit({ discipline_ids: chosen ? [...others, id] : others });
    },
    save,
    uploadAvatar: (file: Blob) => changeAvatar(file),
    removeAvatar: () => changeAvatar(null),
  };
}

export type UseExpertProfileResult = ReturnType<typeof useExpertProfile>;
