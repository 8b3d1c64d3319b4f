import { useEffect, useRef } from 'react';
import { useBbEnvironment } from '../environment';
import { useSession } from '../session/use-session';
import { loginRoute } from './login-route';

/**
 * Spec §2: a user already logged in who opens the login page goes to their dashboard at once
 * (once, and not from a remote login or while this form's own sign-in is running). Returns the
 * session's state the form shows instead: logged in, and the dashboard home.
 */
export function useLoggedInRedirect(options: {
  remote: boolean;
  redirectUrl: string | null | undefined;
  /** The form's own submission: its sign-in navigates by itself. */
  submission: { readonly running: boolean };
}) {
  const { navigation } = useBbEnvironment();
  const session = useSession();
  const { remote, redirectUrl, submission } = options;
  const alreadyLoggedIn = session.isLoggedIn;
  const home = session.dashboardHomeUrlPath;
  const redirected = useRef(false);

  useEffect(() => {
    if (!alreadyLoggedIn || remote || home === null || redirected.current) return;
    if (submission.running) return;
    redirected.current = true;
    navigation.navigate(loginRoute(home, redirectUrl));
  }, [alreadyLoggedIn, remote, home, redirectUrl, navigation, submission]);

  return { alreadyLoggedIn, home };
}
