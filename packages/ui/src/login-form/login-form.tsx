import {
  type UseLoginFormResult as LoginFormState,
  type UseLoginFormOptions,
  useLoginForm,
  useSocialSignIn,
} from '@bb/form-hooks';
import { clsx } from 'clsx';
import { Button } from '../button/button';
import { Checkbox } from '../fields/checkbox';
import { TextField } from '../fields/text-field';
import { ConsentBlock } from '../form-parts/consent-block';
import { fieldInputProps } from '../form-parts/field-input-props';
import { FormError } from '../form-parts/form-error';
import { Hint } from '../hint/hint';
import { CheckIcon } from '../icons/check-icon';
import { EyeIcon } from '../icons/eye-icon';
import { SocialButtons } from '../social-sign-in/social-buttons';
import { Spinner } from '../spinner/spinner';

export interface LoginFormProps {
  /** 'page' shows its own heading; 'modal' sits under a modal's title. */
  variant?: 'page' | 'modal';
  /** The page variant's heading; default 'Log into your account'. */
  title?: string;
  /** Passed to useLoginForm: redirect URL, remote login, role, onLoggedIn, bot check. */
  options?: UseLoginFormOptions;
  /** Fills the e-mail in once, e.g. the one the short form's login modal was opened for. */
  initialLogin?: string;
  /** Offer Google and Apple sign-in (when the settings make them available). Default true. */
  socialSignIn?: boolean;
  /** Replace the Sign up and Forgot password links (the short form's own URLs). */
  signUpHref?: string;
  forgotPasswordHref?: string;
  className?: string;
}

/**
 * The login form of spec §2, page and modal, on `useLoginForm`: the e-mail with its tooltip,
 * pre-check spinner and success mark; the password with show/hide; the consent block when the
 * account is to be created; 'Stay signed in'; the submit button with its spinner; field and
 * form errors (focus goes to the first after a failed submit); the already-logged-in state;
 * social sign-in; the Sign up and Forgot password links.
 */
export function LoginForm({
  variant = 'page',
  title,
  options,
  initialLogin,
  socialSignIn = true,
  signUpHref,
  forgotPasswordHref,
  className,
}: LoginFormProps) {
  const form = useLoginForm({ ...options, initialLogin });
  const { texts, ids, errors, emailCheck } = form;

  const loginProps = fieldInputProps(form.getLoginFieldProps(), ids.login.errorId);
  const passwordProps = fieldInputProps(form.getPasswordFieldProps(), ids.password.errorId);
  const tooltipShown = emailCheck.loginAbility && !form.alreadyLoggedIn;

  return (
    <div className={clsx('bb-login', `bb-login--${variant}`, className)}>
      {variant === 'page' && <h1 className="bb-login__title">{title ?? texts.title}</h1>}
      {form.alreadyLoggedIn && (
        <div className="bb-login__logged-in">
          <p id={ids.alreadyLoggedInHint} className="bb-login__logged-in-hint">
            {texts.alreadyLoggedIn}
          </p>
          {form.continueToDashboardHref && (
            <a
              className="bb-button bb-button--primary bb-button--block"
              href={form.continueToDashboardHref}
            >
              <span className="bb-button__label">{texts.continueToDashboard}</span>
            </a>
          )}
        </div>
      )}
      <form {...form.getFormProps()} className="bb-login__form">
        <div className="bb-login__email">
          <TextField
            {...loginProps}
            label={texts.email}
            error={errors.login}
            labelAddon={<Hint label={texts.emailHint}>{form.loginTooltip}</Hint>}
            trailing={emailStatus(form)}
          />
          {/* The field's description: shown for a returning customer, read by screen readers always. */}
          <p
            id={ids.loginTooltip}
            className={clsx('bb-login__tooltip', !tooltipShown && 'bb-visually-hidden')}
          >
            {form.loginTooltip}
          </p>
        </div>
        <TextField
          {...passwordProps}
          label={texts.password}
          error={errors.password}
          trailing={
            <button {...form.getPasswordToggleProps()} className="bb-field__toggle">
              <EyeIcon crossed={form.showPassword} />
            </button>
          }
        />
        {emailCheck.showGdpr && (
          <ConsentBlock
            links={form.links}
            policyAgree={form.getPolicyAgreeProps()}
            marketingAgree={form.getMarketingAgreeProps()}
            policyError={errors.policy_agree}
          />
        )}
        <div className="bb-login__row">
          <Checkbox {...form.getStaySignedInProps()} label={texts.staySignedIn} />
          <a className="bb-login__link" href={forgotPasswordHref ?? form.links.forgotPassword}>
            {texts.forgotPassword}
          </a>
        </div>
        <FormError id={ids.form.errorId} message={errors.form} />
        <Button {...form.getSubmitButtonProps()} loading={form.loading} block>
          {texts.submit}
        </Button>
      </form>
      {socialSignIn && !form.alreadyLoggedIn && <LoginSocialSignIn form={form} />}
      <p className="bb-login__footer">
        <a className="bb-login__link" href={signUpHref ?? form.links.signUp}>
          {texts.signUp}
        </a>
      </p>
    </div>
  );
}

/** Spinner while the pre-check runs, the checkmark once the account can log in. */
function emailStatus(form: LoginFormState) {
  if (form.emailCheck.isChecking) return <Spinner size="sm" label={form.texts.checkingEmail} />;
  if (form.emailCheck.showSuccessMark) return <CheckIcon label={form.texts.emailRecognised} />;
  return undefined;
}

/** Google and Apple under an 'or', sharing the form's consent ticks. */
function LoginSocialSignIn({ form }: { form: LoginFormState }) {
  const social = useSocialSignIn({
    context: 'authorization',
    policyAgree: form.values.policy_agree,
    marketingAgree: form.values.marketing_agree,
  });
  if (social.providers.length === 0) return null;
  return (
    <div className="bb-login__social">
      <p className="bb-login__or">{form.texts.or}</p>
      <SocialButtons social={social} links={form.links} />
    </div>
  );
}
