import type { Session } from '@bb/api-client';
import type { UserRole } from '@bb/validation';
import type { ComponentType } from 'react';
import type { DashboardRoute } from './dashboard-route';

/** What every area of the dashboard is given: where it is, and who is signed in. */
export interface DashboardAreaProps<Route extends DashboardRoute = DashboardRoute> {
  route: Route;
  session: Session;
  role: UserRole;
  /** The person's home path ('/customer/'); their areas' addresses are `/dashboard{home}…`. */
  home: string;
  /** The account menu entry the area belongs to ('orders'), when it belongs to one. */
  entryId: string | undefined;
}

export type DashboardArea<Route extends DashboardRoute = DashboardRoute> = ComponentType<
  DashboardAreaProps<Route>
>;
