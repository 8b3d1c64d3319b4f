import {
  accountMenuEntries,
  BbProvider,
  SIGN_IN_PATH,
  useBbEnvironment,
  useSession,
} from '@bb/form-hooks';
import { Button, Spinner } from '@bb/ui';
import { useEffect } from 'react';
import { siteEnvironment } from '../environment/site-environment';
import { REDIRECT_PARAM } from './use-redirect-param';

/**
 * Every /dashboard/… address until the dashboard's areas are built (the dashboard issue): it says
 * who is signed in and in which role, lists their account menu, and logs out. A signed-out
 * visitor is sent to sign in and comes back to the same address afterwards.
 */
export function DashboardHome() {
  return (
    <BbProvider environment={siteEnvironment()}>
      <SignedInArea />
    </BbProvider>
  );
}

function SignedInArea() {
  const { navigation } = useBbEnvironment();
  const { status, session, role, dashboardHomeUrlPath, logOut, loggingOut } = useSession();
  const signedOut = status === 'ready' && session === null;

  useEffect(() => {
    if (!signedOut) return;
    const back = `${window.location.pathname}${window.location.search}`;
    navigation.navigate(`${SIGN_IN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: back })}`);
  }, [signedOut, navigation]);

  if (status === 'error') {
    return <p role="alert">Your account could not be loaded. Please reload the page.</p>;
  }
  if (!session || !role || !dashboardHomeUrlPath) {
    return <Spinner label="Loading your account" />;
  }
  const email = typeof session.email === 'string' ? session.email : null;
  const entries = accountMenuEntries(role, dashboardHomeUrlPath).filter(
    (entry) => entry.href !== null,
  );
  return (
    <div className="site-dashboard">
      <h1 className="site-page-title">Your account</h1>
      <p className="site-lead">
        Signed in{email ? ` as ${email}` : ''}, with the {role.replace(/_/g, ' ')} role.
      </p>
      <p>
        This area of your dashboard is being prepared. Your account menu leads to each part of it.
      </p>
      <ul className="site-dashboard__entries">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={entry.href ?? undefined}>{entry.label}</a>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        loading={loggingOut}
        onClick={() => void logOut().then(() => navigation.navigate('/'))}
      >
        Log out
      </Button>
    </div>
  );
}
