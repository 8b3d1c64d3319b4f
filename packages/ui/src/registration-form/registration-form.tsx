import { type UseRegistrationFormOptions, useRegistrationForm } from '@bb/form-hooks';
import { clsx } from 'clsx';
import { Button } from '../button/button';
import { TextField } from '../fields/text-field';
import { ConsentBlock } from '../form-parts/consent-block';
import { fieldInputProps } from '../form-parts/field-input-props';
import { FormError } from '../form-parts/form-error';

export interface RegistrationFormProps {
  /** Passed to useRegistrationForm: 'writer' links the writer's terms and privacy. */
  options?: UseRegistrationFormOptions;
  className?: string;
}

/**
 * Sign-up with an e-mail and consent, on `useRegistrationForm`: what happens next (signed in at
 * once, a link to set a password e-mailed), the e-mail, the consent block
 * (terms and privacy of the role), field and form errors with focus to the first, the submit
 * button with its spinner, and the way back to 'Log in'.
 */
export function RegistrationForm({ options, className }: RegistrationFormProps) {
  const form = useRegistrationForm(options);
  const { texts, ids, errors } = form;
  return (
    <div className={clsx('bb-auth-form', className)}>
      <h1 className="bb-auth-form__title">{texts.title}</h1>
      <p className="bb-auth-form__lead">{texts.whatNext}</p>
      <form {...form.getFormProps()} className="bb-auth-form__form">
        <TextField
          {...fieldInputProps(form.getLoginFieldProps(), ids.login.errorId)}
          label={texts.email}
          error={errors.login}
        />
        <ConsentBlock
          links={form.links}
          policyAgree={form.getPolicyAgreeProps()}
          marketingAgree={form.getMarketingAgreeProps()}
          policyError={errors.policy_agree}
        />
        <FormError id={ids.form.errorId} message={errors.form} />
        <Button {...form.getSubmitButtonProps()} loading={form.loading} block>
          {texts.submit}
        </Button>
      </form>
      <p className="bb-auth-form__footer">
        {texts.haveAccount}{' '}
        <a className="bb-auth-form__link" href={form.links.logIn}>
          {texts.logIn}
        </a>
      </p>
    </div>
  );
}
