import {
  legalLinksFor,
  type UsePasswordRestoreOptions,
  type UsePasswordRestoreResult,
  usePasswordRestore,
} from '@bb/form-hooks';
import { clsx } from 'clsx';
import { Button } from '../button/button';
import { TextField } from '../fields/text-field';
import { ConsentBlock } from '../form-parts/consent-block';
import { fieldInputProps } from '../form-parts/field-input-props';
import { FormError } from '../form-parts/form-error';
import { CheckIcon } from '../icons/check-icon';
import { EyeIcon } from '../icons/eye-icon';

export interface PasswordRestoreFormProps {
  /** Passed to usePasswordRestore (bot check). */
  options?: UsePasswordRestoreOptions;
  className?: string;
}

/**
 * Password restore on `usePasswordRestore`, one stage at a time: the e-mail (with the consent
 * block when the server asks for it) → the code e-mailed ('Incorrect code', 'Code is expired',
 * 'Code is required') → the new password and its confirmation → done, with 'Log in'.
 */
export function PasswordRestoreForm({ options, className }: PasswordRestoreFormProps) {
  const restore = usePasswordRestore(options);
  const { texts, stage } = restore;
  return (
    <div className={clsx('bb-auth-form', className)}>
      <h1 className="bb-auth-form__title">{texts.title}</h1>
      {stage === 'done' ? (
        <p className="bb-auth-form__done" role="status">
          <CheckIcon />
          {texts.done}
        </p>
      ) : (
        <form {...restore.getFormProps()} className="bb-auth-form__form">
          {stage === 'request' && <RequestStage restore={restore} />}
          {stage === 'validate' && <ValidateStage restore={restore} />}
          {stage === 'reset' && <ResetStage restore={restore} />}
          <FormError message={restore.errors.form} />
          <Button {...restore.getSubmitButtonProps()} loading={restore.loading} block>
            {submitText(restore)}
          </Button>
          {stage === 'validate' && (
            <Button variant="link" onClick={restore.startOver} disabled={restore.loading}>
              {texts.resendCode}
            </Button>
          )}
        </form>
      )}
      <p className="bb-auth-form__footer">
        <a className="bb-auth-form__link" href={restore.links.logIn}>
          {texts.logIn}
        </a>
      </p>
    </div>
  );
}

function submitText({ stage, texts }: UsePasswordRestoreResult): string {
  if (stage === 'validate') return texts.validateSubmit;
  if (stage === 'reset') return texts.resetSubmit;
  return texts.requestSubmit;
}

function RequestStage({ restore }: { restore: UsePasswordRestoreResult }) {
  const loginProps = restore.getLoginFieldProps();
  const policyProps = restore.getPolicyAgreeProps();
  return (
    <>
      <TextField
        {...fieldInputProps(loginProps, `${loginProps.id}-error`)}
        label={restore.texts.email}
        error={restore.errors.login}
      />
      {restore.values.showGdpr && (
        <ConsentBlock
          links={legalLinksFor('customer')}
          policyAgree={policyProps}
          policyError={restore.errors.policy_agree}
        />
      )}
    </>
  );
}

function ValidateStage({ restore }: { restore: UsePasswordRestoreResult }) {
  const codeProps = restore.getCodeFieldProps();
  return (
    <>
      <p className="bb-auth-form__text">{restore.texts.codeSent}</p>
      <TextField
        {...fieldInputProps(codeProps, `${codeProps.id}-error`)}
        label={restore.texts.code}
        error={restore.errors.code}
      />
    </>
  );
}

function ResetStage({ restore }: { restore: UsePasswordRestoreResult }) {
  const passwordProps = restore.getPasswordFieldProps();
  const confirmationProps = restore.getPasswordConfirmationFieldProps();
  return (
    <>
      <TextField
        {...fieldInputProps(passwordProps, `${passwordProps.id}-error`)}
        label={restore.texts.password}
        error={restore.errors.password}
        trailing={
          <button
            {...restore.getPasswordToggleProps()}
            aria-controls={`${passwordProps.id} ${confirmationProps.id}`}
            className="bb-field__toggle"
          >
            <EyeIcon crossed={restore.showPassword} />
          </button>
        }
      />
      <TextField
        {...fieldInputProps(confirmationProps, `${confirmationProps.id}-error`)}
        label={restore.texts.passwordConfirmation}
        error={restore.errors.password_confirmation}
      />
    </>
  );
}
