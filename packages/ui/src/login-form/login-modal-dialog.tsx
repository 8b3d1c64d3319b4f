import { LOGIN_TEXTS, type UseLoginFormOptions } from '@bb/form-hooks';
import { Modal } from '../modal/modal';
import { LoginForm } from './login-form';

export interface LoginModalProps {
  open: boolean;
  /** Called with false on Escape, an overlay tap or the cross. */
  onOpenChange: (open: boolean) => void;
  /** Default 'Log into your account'. */
  title?: string;
  signUpHref?: string;
  forgotPasswordHref?: string;
  /** For useLoginForm, e.g. the short form's `loginModal.loginFormOptions` (a remote login). */
  loginFormOptions?: UseLoginFormOptions;
  /** The e-mail to start with. */
  initialLogin?: string;
  /** Offer Google and Apple sign-in. Default true. */
  socialSignIn?: boolean;
}

/**
 * The login modal's dialog (spec §2): a modal titled 'Log into your account' around the login
 * form, with its 'Sign up' and 'Forgot password' links. Escape and an overlay tap close it.
 * `LoginModal` loads it the first time it opens.
 */
export function LoginModalDialog({
  open,
  onOpenChange,
  title = LOGIN_TEXTS.title,
  signUpHref,
  forgotPasswordHref,
  loginFormOptions,
  initialLogin,
  socialSignIn = true,
}: LoginModalProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} className="bb-login-modal">
      <LoginForm
        variant="modal"
        options={loginFormOptions}
        initialLogin={initialLogin}
        socialSignIn={socialSignIn}
        signUpHref={signUpHref}
        forgotPasswordHref={forgotPasswordHref}
      />
    </Modal>
  );
}
