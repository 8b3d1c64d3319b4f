import { BbProvider } from '@bb/form-hooks';
import { LoginForm, PasswordRestoreForm, RegistrationForm } from '@bb/ui';
import { IS_SATELLITE, siteEnvironment } from '../environment/site-environment';
import { SignedInOr } from './signed-in-panel';
import { useRedirectParam } from './use-redirect-param';

/**
 * /sign-in.html: the login form as a page (spec §2). `?redirect=` (a path on our own origin,
 * e.g. the dashboard page a signed-out visitor was sent away from) is where it goes after. A
 * signed-in role other than customer sees where they are instead (a customer is sent on).
 */
export function SignInForm() {
  return (
    <BbProvider environment={siteEnvironment()}>
      <SignInWithRedirect />
    </BbProvider>
  );
}

function SignInWithRedirect() {
  const redirectUrl = useRedirectParam();
  return (
    <SignedInOr customers={false}>
      <LoginForm variant="page" options={{ redirectUrl }} socialSignIn={!IS_SATELLITE} />
    </SignedInOr>
  );
}

/** /registration.html: sign-up with an e-mail (spec §2), or where a signed-in person is. */
export function SignUpForm() {
  return (
    <BbProvider environment={siteEnvironment()}>
      <SignUpWithRedirect />
    </BbProvider>
  );
}

function SignUpWithRedirect() {
  const redirectUrl = useRedirectParam();
  return (
    <SignedInOr customers>
      <RegistrationForm options={{ redirectUrl }} />
    </SignedInOr>
  );
}

/** /auth_password_reset.html: request a code, enter it (or follow the e-mailed link), set a password. */
export function PasswordResetForm() {
  return (
    <BbProvider environment={siteEnvironment()}>
      <PasswordRestoreForm />
    </BbProvider>
  );
}
