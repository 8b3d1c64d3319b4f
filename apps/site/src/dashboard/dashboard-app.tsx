import { DashboardFrame, NotificationBell } from '@bb/dashboard';
import {
  accountMenuEntries,
  BbProvider,
  SIGN_IN_PATH,
  useBbEnvironment,
  useSession,
} from '@bb/form-hooks';
import { Spinner } from '@bb/ui';
import { useEffect, useState } from 'react';
import { siteEnvironment } from '../environment/site-environment';
import { REDIRECT_PARAM } from '../islands/use-redirect-param';
import { siteNotificationClient } from './areas/notification-client';
import { AREA_MENU_ENTRY, DASHBOARD_AREAS } from './dashboard-areas';
import { dashboardRoute } from './dashboard-route';

/**
 * The dashboard: one client-rendered page for every /dashboard/… address. It loads the session,
 * sends a signed-out visitor to sign in (and back to the same address after it), reads the
 * address against the person's home path, and renders that area inside the frame of their menu.
 */
export function DashboardApp() {
  return (
    <BbProvider environment={siteEnvironment()}>
      <SignedInDashboard />
    </BbProvider>
  );
}

function SignedInDashboard() {
  const { navigation } = useBbEnvironment();
  const { status, session, role, dashboardHomeUrlPath, logOut, loggingOut } = useSession();
  // Read after hydration: the pre-rendered page has no address of its own.
  const [pathname, setPathname] = useState<string | null>(null);
  useEffect(() => setPathname(window.location.pathname), []);

  const signedOut = status === 'ready' && session === null;
  const entries =
    role && dashboardHomeUrlPath ? accountMenuEntries(role, dashboardHomeUrlPath) : [];
  const route =
    pathname && role && dashboardHomeUrlPath
      ? dashboardRoute(pathname, role, dashboardHomeUrlPath)
      : null;

  useEffect(() => {
    if (signedOut) {
      const back = `${window.location.pathname}${window.location.search}`;
      navigation.navigate(`${SIGN_IN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: back })}`);
    } else if (route?.area === 'redirect') {
      navigation.navigate(route.to);
    }
  }, [signedOut, route, navigation]);

  if (status === 'error') {
    return <p role="alert">Your account could not be loaded. Please reload the page.</p>;
  }
  if (!session || !role || !dashboardHomeUrlPath || !route || route.area === 'redirect') {
    return <Spinner label="Loading your account" />;
  }
  const entryId = AREA_MENU_ENTRY[route.area];
  const Area = DASHBOARD_AREAS[route.area];
  return (
    <DashboardFrame
      entries={entries.flatMap((entry) =>
        entry.href === null ? [] : [{ id: entry.id, label: entry.label, href: entry.href }],
      )}
      currentEntryId={entryId}
      email={typeof session.email === 'string' ? session.email : null}
      roleLabel={role.replace(/_/g, ' ')}
      loggingOut={loggingOut}
      onLogOut={() => void logOut().then(() => navigation.navigate('/'))}
      notifications={
        <NotificationBell
          client={siteNotificationClient()}
          navigate={(path) => navigation.navigate(path)}
        />
      }
    >
      <Area
        route={route}
        session={session}
        role={role}
        home={dashboardHomeUrlPath}
        entryId={entryId}
      />
    </DashboardFrame>
  );
}
