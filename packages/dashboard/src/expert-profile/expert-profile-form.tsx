import type { ExpertProfileClient } from '@bb/api-client';
import { buildAvatarUrl } from '@bb/api-client';
import { Button, Checkbox, FormError, LoadRetry, Spinner, TextAreaField, TextField } from '@bb/ui';
import { clsx } from 'clsx';
import { useId } from 'react';
import { OrderAnnouncement } from '../kit/announcement';
import { FilePicker } from '../kit/file-picker';
import { useExpertProfile } from './use-expert-profile';

export interface ExpertProfileFormProps {
  /** `createExpertProfileClient()` from `@bb/api-client`. */
  client: ExpertProfileClient;
  className?: string;
}

/**
 * The expert's public profile on Profile & Settings, on `useExpertProfile`: whether it is complete
 * (listed), a link to their public page as customers see it, the avatar (upload, or back to the
 * generated one), then pen name, bio, disciplines and availability, each error beside its field.
 */
export function ExpertProfileForm({ client, className }: ExpertProfileFormProps) {
  const page = useExpertProfile({ client });
  const { texts, errors, values, profile } = page;
  const ids = useId();
  if (page.status === 'error') return <LoadRetry label={texts.reload} onRetry={page.reload} />;
  if (!profile || !values) return <Spinner label={texts.loading} />;
  const errorId = (field: string) => `${ids}-${field}-error`;
  return (
    <div className={clsx('bb-expert-profile', className)}>
      <p className="bb-profile-page__note">{texts.intro}</p>
      <p
        className={clsx(
          'bb-expert-profile__status',
          profile.is_complete && 'bb-expert-profile__status--complete',
        )}
      >
        {profile.is_complete ? texts.complete : texts.incomplete}
      </p>
      <p>
        <a href={profile.public_url} target="_blank" rel="noopener">
          {texts.viewPublicPage}
        </a>
      </p>
      <OrderAnnouncement announcement={page.announcement} />

      <fieldset className="bb-expert-profile__avatar" aria-describedby={`${ids}-avatar-hint`}>
        <legend>{texts.avatar}</legend>
        <img
          src={buildAvatarUrl(profile.avatar_url, 128)}
          alt={texts.avatarAlt}
          width={96}
          height={96}
          className="bb-expert-profile__avatar-image"
        />
        <div className="bb-expert-profile__avatar-steps">
          <FilePicker
            label={texts.uploadAvatar}
            input={{
              type: 'file',
              accept: 'image/jpeg,image/png,image/webp,image/gif,image/avif',
              disabled: page.busy !== null,
              'aria-invalid': errors.avatar ? true : undefined,
              'aria-describedby': errors.avatar ? errorId('avatar') : undefined,
              onChange: (event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                if (file) void page.uploadAvatar(file);
              },
            }}
          />
          {profile.has_uploaded_avatar && (
            <Button
              type="button"
              variant="secondary"
              loading={page.busy === 'avatar'}
              disabled={page.busy !== null}
              onClick={() => void page.removeAvatar()}
            >
              {texts.removeAvatar}
            </Button>
          )}
          <p id={`${ids}-avatar-hint`} className="bb-expert-profile__hint">
            {texts.avatarHint}
          </p>
          {errors.avatar && (
            <p id={errorId('avatar')} className="bb-expert-profile__error" role="alert">
              {errors.avatar}
            </p>
          )}
        </div>
      </fieldset>

      <form
        className="bb-dashboard-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void page.save();
        }}
      >
        <FormError id={errorId('form')} message={errors.form} />
        <TextField
          label={texts.penName}
          hint={texts.penNameHint}
          value={values.pen_name}
          autoComplete="nickname"
          error={errors.pen_name}
          disabled={page.busy === 'save'}
          onChange={(event) => page.edit({ pen_name: event.currentTarget.value })}
        />
        <TextAreaField
          label={texts.bio}
          hint={texts.bioHint}
          value={values.bio}
          rows={5}
          error={errors.bio}
          disabled={page.busy === 'save'}
          onChange={(event) => page.edit({ bio: event.currentTarget.value })}
        />
        <fieldset
          className="bb-expert-profile__disciplines"
          aria-invalid={errors.discipline_ids ? true : undefined}
          aria-describedby={errors.discipline_ids ? errorId('discipline_ids') : undefined}
        >
          <legend>{texts.disciplines}</legend>
          {page.disciplinesStatus === 'loading' && <Spinner label={texts.loading} />}
          {page.disciplineGroups.map((group) => (
            <div key={group.key} className="bb-expert-profile__group">
              <p className="bb-expert-profile__group-title">{group.title}</p>
              {group.options.map((option) => (
                <Checkbox
                  key={option.id}
                  label={option.label}
                  checked={values.discipline_ids.includes(option.id)}
                  disabled={page.busy === 'save'}
                  onChange={(event) =>
                    page.toggleDiscipline(option.id, event.currentTarget.checked)
                  }
                />
              ))}
            </div>
          ))}
          {errors.discipline_ids && (
            <p id={errorId('discipline_ids')} className="bb-expert-profile__error">
              {errors.discipline_ids}
            </p>
          )}
        </fieldset>
        <Checkbox
          label={texts.available}
          checked={values.is_available}
          aria-describedby={`${ids}-available-hint`}
          disabled={page.busy === 'save'}
          onChange={(event) => page.edit({ is_available: event.currentTarget.checked })}
        />
        <p id={`${ids}-available-hint`} className="bb-expert-profile__hint">
          {texts.availableHint}
        </p>
        <Button type="submit" loading={page.busy === 'save'}>
          {texts.save}
        </Button>
      </form>
    </div>
  );
}
