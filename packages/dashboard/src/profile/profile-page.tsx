import type { AccountClient } from '@bb/api-client';
import { Button, FormError, fieldInputProps, LoadRetry, PasswordField, Spinner } from '@bb/ui';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { EXPERT_PROFILE_TEXTS } from '../expert-profile/expert-profile-texts';
import { OrderAnnouncement } from '../kit/announcement';
import { OrderSection } from '../kit/section';
import { EMAIL_PREFERENCE_TEXTS } from '../notifications/notification-texts';
import { PayoutMethodForm } from './payout-method-form';
import { type UseProfileResult, useProfile } from './use-profile';

export interface ProfilePageProps {
  /** `createAccountClient()` from `@bb/api-client`; default: the environment's `account`. */
  client?: AccountClient;
  /** The expert's Profile & Settings: the payout method (their PayPal e-mail) comes first. */
  payoutMethod?: boolean;
  /** The expert's public profile (`ExpertProfileForm`), first of all, in its own section. */
  publicProfile?: ReactNode;
  /** Which e-mails reach the person (`EmailPreferences`), in its own section after the password. */
  emailPreferences?: ReactNode;
  className?: string;
}

/**
 * The customer's and the expert's profile page, on `useProfile`: what the last action did (in a
 * live region that takes focus), the expert's payout method (with `payoutMethod`), the password
 * change, and the browsers signed in with their sign-outs; the expert's public profile first when
 * given. The page's `h1` is the host's.
 */
export function ProfilePage({
  className,
  client,
  payoutMethod = false,
  publicProfile,
  emailPreferences,
}: ProfilePageProps) {
  const page = useProfile({ client });
  return (
    <div className={clsx('bb-profile-page', className)}>
      <OrderAnnouncement announcement={page.announcement} />
      {publicProfile && (
        <OrderSection title={EXPERT_PROFILE_TEXTS.section}>{publicProfile}</OrderSection>
      )}
      {payoutMethod && (
        <OrderSection title={page.texts.payoutMethod}>
          <PayoutMethodForm client={client} />
        </OrderSection>
      )}
      <OrderSection title={page.texts.passwordChange}>
        <PasswordChangeForm form={page.passwordChange} />
      </OrderSection>
      {emailPreferences && (
        <OrderSection title={EMAIL_PREFERENCE_TEXTS.heading}>{emailPreferences}</OrderSection>
      )}
      <OrderSection title={page.texts.browsers}>
        <SignedInBrowsers browsers={page.browsers} />
      </OrderSection>
    </div>
  );
}

function PasswordChangeForm({ form }: { form: UseProfileResult['passwordChange'] }) {
  const { texts, errors, ids } = form;
  const toggle = { showLabel: texts.showPassword, hideLabel: texts.hidePassword };
  return (
    <form {...form.getFormProps()} className="bb-dashboard-form">
      <FormError id={ids.form.errorId} message={errors.form} />
      <PasswordField
        {...fieldInputProps(form.getCurrentPasswordFieldProps(), ids.current_password.errorId)}
        {...toggle}
        label={texts.currentPassword}
        error={errors.current_password}
      />
      <PasswordField
        {...fieldInputProps(form.getNewPasswordFieldProps(), ids.password.errorId)}
        {...toggle}
        label={texts.newPassword}
        hint={texts.newPasswordHint}
        error={errors.password}
      />
      <PasswordField
        {...fieldInputProps(
          form.getPasswordConfirmationFieldProps(),
          ids.password_confirmation.errorId,
        )}
        {...toggle}
        label={texts.passwordConfirmation}
        error={errors.password_confirmation}
      />
      <Button {...form.getSubmitButtonProps()} loading={form.busy}>
        {texts.submit}
      </Button>
    </form>
  );
}

function SignedInBrowsers({ browsers }: { browsers: UseProfileResult['browsers'] }) {
  const { texts } = browsers;
  if (browsers.status === 'error') {
    return <LoadRetry label={texts.reload} onRetry={browsers.reload} />;
  }
  if (browsers.status === 'loading') return <Spinner label={texts.loadingBrowsers} />;
  return (
    <>
      <ul className="bb-signed-in-browsers" aria-label={texts.browsersCaption}>
        {browsers.browsers.map((browser) => (
          <li key={browser.key} className="bb-signed-in-browser">
            <p className="bb-signed-in-browser__name" title={browser.userAgent}>
              <strong>{browser.browser}</strong>
              {browser.current && (
                <span className="bb-signed-in-browser__current">{texts.thisBrowser}</span>
              )}
            </p>
            <dl className="bb-signed-in-browser__dates">
              <div>
                <dt>{texts.signedIn}</dt>
                <dd>{browser.signedIn}</dd>
              </div>
              <div>
                <dt>{texts.lastUsed}</dt>
                <dd>{browser.lastUsed}</dd>
              </div>
            </dl>
            {!browser.current && (
              <SignOutButton props={browsers.getSignOutProps(browser)} label={texts.signOut} />
            )}
          </li>
        ))}
      </ul>
      {browsers.alone ? (
        <p className="bb-profile-page__alone">{texts.onlyThisBrowser}</p>
      ) : (
        <Button
          variant="secondary"
          {...browsers.getSignOutOthersProps()}
          loading={browsers.signingOut === 'others'}
        >
          {texts.signOutOthers}
        </Button>
      )}
    </>
  );
}

function SignOutButton({
  props,
  label,
}: {
  props: ReturnType<UseProfileResult['browsers']['getSignOutProps']>;
  label: string;
}) {
  return (
    <Button variant="secondary" {...props} loading={props['aria-busy']}>
      {label}
    </Button>
  );
}
